// The texts we ship (content/templates, content/library) are Fountain files named by a slug;
// the slug is their stable id. Files are read once at start-up.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyBaseLogger } from 'fastify'

export const defaultContentDir = fileURLToPath(new URL('../../../content', import.meta.url))

export interface ContentFile {
  slug: string
  text: string
}

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const slugMax = 56

/** The `.fountain` files of `dir` in slug order; a missing folder has none. */
export async function readContentFiles(dir: string, log: FastifyBaseLogger): Promise<ContentFile[]> {
  let names: string[]
  try {
    names = await readdir(dir)
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return []
    throw error
  }
  const files: ContentFile[] = []
  for (const name of names.filter((n) => n.endsWith('.fountain')).sort()) {
    const slug = name.slice(0, -'.fountain'.length)
    if (!slugPattern.test(slug) || slug.length > slugMax) {
      log.warn(`content: skipped ${path.join(dir, name)}: a file name must be a kebab-case slug of at most ${slugMax} characters`)
      continue
    }
    files.push({ slug, text: await readFile(path.join(dir, name), 'utf8') })
  }
  return files
}
