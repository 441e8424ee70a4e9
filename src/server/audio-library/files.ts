// Library audio on disk: DATA_DIR/blobs/audio-library/<storage key>. tus keeps its uploads there too
// (`<audio id>` and `<audio id>.json`), so a finished upload is already in place; an import arrives
// as a temporary `.import-<random>` file beside them and is renamed to its audio id.
import { randomBytes } from 'node:crypto'
import { copyFile, mkdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'

export const libraryAudioDir = (dataDir: string) => path.join(dataDir, 'blobs', 'audio-library')

export const libraryAudioFile = (dataDir: string, storageKey: string) => path.join(libraryAudioDir(dataDir), storageKey)

/** A fresh temporary path in the library's folder (for downloads that become library audio). */
export async function libraryTempPath(dataDir: string): Promise<string> {
  await mkdir(libraryAudioDir(dataDir), { recursive: true })
  return path.join(libraryAudioDir(dataDir), `.import-${randomBytes(12).toString('base64url')}`)
}

/** Moves a checked file into the library; a copy when it lies on another file system. */
export async function moveIntoLibrary(tempFile: string, dataDir: string, storageKey: string): Promise<void> {
  await mkdir(libraryAudioDir(dataDir), { recursive: true })
  const target = libraryAudioFile(dataDir, storageKey)
  try {
    await rename(tempFile, target)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
    await copyFile(tempFile, target)
    await rm(tempFile, { force: true })
  }
}

/** Deletes the files in the library's `directory` and any tus record beside them; never throws (a
 *  leftover file is harmless). */
export async function removeLibraryFilesIn(directory: string, storageKeys: readonly string[]): Promise<void> {
  const files = storageKeys.flatMap((key) => [path.join(directory, key), path.join(directory, `${key}.json`)])
  await Promise.all(files.map((file) => rm(file, { force: true }).catch(() => undefined)))
}

export const removeLibraryFiles = (dataDir: string, storageKeys: readonly string[]) => removeLibraryFilesIn(libraryAudioDir(dataDir), storageKeys)
