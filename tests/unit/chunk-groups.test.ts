// The route tree and the device features are in the entry chunk and import every feature's
// `routes.ts` and `device.ts`: a chunk group of vite.config.ts that captured one of those files would
// put it in a lazy chunk that runs before the router or the offline code it needs (a cycle between
// the two files; seen as "Bt is not a constructor" and no page at all).
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import config from '../../vite.config'

interface Group {
  name: string
  test?: RegExp
}

const groups = (config.build?.rolldownOptions?.output as { codeSplitting?: { groups?: Group[] } } | undefined)
  ?.codeSplitting?.groups

const appDir = path.resolve('src/app')
const composedFiles = readdirSync(appDir, { recursive: true, encoding: 'utf8' })
  .filter((name) => /^[a-z-]+[\\/](routes|device|register-[a-z-]+-sync)\.ts$/.test(name))
  .map((name) => path.join(appDir, name))

describe('chunk groups', () => {
  it('are read from vite.config.ts, as are the files the entry composes', () => {
    expect(groups?.length).toBeGreaterThan(3)
    expect(composedFiles.some((file) => file.endsWith(path.join('audio-library', 'routes.ts')))).toBe(true)
  })

  it("leave every feature's routes.ts, device.ts and queue registration in the entry's reach", () => {
    const captured = (groups ?? []).flatMap((group) =>
      composedFiles
        .filter((file) => group.test?.test(file))
        .map((file) => `${group.name}: ${path.relative(appDir, file)}`),
    )
    expect(captured).toEqual([])
  })
})
