// Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file of a built client, so the
// server sends the copy a browser accepts as it is and never compresses a file per request
// (routes.ts). Run by the build (vite.config.ts) once every other plugin has written its files.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

// Source maps are left out: only developer tools fetch them, and they would double the build's
// compression time.
const textFile = /\.(?:html|js|mjs|css|json|webmanifest|svg|txt|xml)$/

export interface PrecompressedFile {
  /** Relative to the folder, with `/`. */
  file: string
  size: number
  br: number | null
  gzip: number | null
}

/** Compresses the text files under `folder` (dot folders such as `.vite` excepted). A copy is
 *  kept only when it is smaller than the file; `null` in the result means none was written. */
export async function precompressFolder(folder: string): Promise<PrecompressedFile[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true })
  const files = entries
    .filter((entry) => entry.isFile() && textFile.test(entry.name))
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(path.sep).some((part) => part.startsWith('.')))
  return Promise.all(files.map((file) => precompressFile(folder, file)))
}

async function precompressFile(folder: string, file: string): Promise<PrecompressedFile> {
  const full = path.join(folder, file)
  const bytes = await readFile(full)
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ])
  const keep = async (copy: Buffer, extension: string) => {
    if (copy.length >= bytes.length) return null
    await writeFile(full + extension, copy)
    return copy.length
  }
  return {
    file: file.split(path.sep).join('/'),
    size: bytes.length,
    br: await keep(br, '.br'),
    gzip: await keep(gz, '.gz'),
  }
}
