// Content folders (templates/ and library/ of Fountain files) written for one test file, so
// library filters and loading are tested on texts whose numbers the test knows.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

export interface ContentFolder {
  dir: string
  write(kind: 'templates' | 'library', slug: string, text: string): Promise<void>
  remove(): Promise<void>
}

export async function makeContentFolder(files: {
  templates?: Record<string, string>
  library?: Record<string, string>
}): Promise<ContentFolder> {
  const dir = await mkdtemp(path.join(tmpdir(), 'content-'))
  const folder: ContentFolder = {
    dir,
    async write(kind, slug, text) {
      await mkdir(path.join(dir, kind), { recursive: true })
      await writeFile(path.join(dir, kind, `${slug}.fountain`), text)
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  }
  for (const [slug, text] of Object.entries(files.templates ?? {})) await folder.write('templates', slug, text)
  for (const [slug, text] of Object.entries(files.library ?? {})) await folder.write('library', slug, text)
  return folder
}

export interface SceneInput {
  title: string
  description: string
  free?: boolean
  /** Name → description. */
  roles: Record<string, string>
  /** Spoken words per speech; each role speaks in turn. */
  speeches: number
  wordsPerSpeech: number
}

/** A Fountain scene: title page, a heading, an action line, then speeches in turn; the second
 *  speech opens with a parenthetical. Dialogue words: speeches × wordsPerSpeech. */
export function fountainScene(input: SceneInput): string {
  const names = Object.keys(input.roles)
  const titlePage = [
    `Title: ${input.title}`,
    `Description: ${input.description}`,
    ...(input.free === undefined ? [] : [`Free: ${input.free ? 'yes' : 'no'}`]),
    'Source: written for the tests',
    'Roles:',
    ...names.map((name) => `    ${name} - ${input.roles[name]}`),
  ]
  const body = ['INT. STUDIO - NIGHT', '', 'A red light glows.']
  for (let i = 0; i < input.speeches; i++) {
    const words = Array.from({ length: input.wordsPerSpeech }, (_, w) => `word${w}`).join(' ')
    body.push('', names[i % names.length] ?? 'NOBODY', ...(i === 1 ? ['(quietly)'] : []), words)
  }
  return `${titlePage.join('\n')}\n\n${body.join('\n')}\n`
}
