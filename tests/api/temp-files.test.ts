// Files waiting in DATA_DIR/tmp before they go into the blob store: a crash's leftovers go after a day.
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newTempFile, removeStaleTempFiles, staleTempFileAfterMs } from '#server/blobs/temp-files'

let root: string

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'temp-files-'))
})
afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

describe('temporary files', () => {
  it('are fresh paths in a folder made when needed', async () => {
    const folder = path.join(root, 'data', 'tmp')
    const [first, second] = [await newTempFile(folder), await newTempFile(folder)]
    expect(path.dirname(first)).toBe(folder)
    expect(first).not.toBe(second)
  })

  it('left for a day are removed; newer ones stay, and a missing folder is nothing to do', async () => {
    const folder = path.join(root, 'cleanup')
    const old = await newTempFile(folder)
    const recent = await newTempFile(folder)
    await writeFile(old, 'left by a crash')
    await writeFile(recent, 'being received')
    const dayAgo = new Date(Date.now() - staleTempFileAfterMs - 60_000)
    await utimes(old, dayAgo, dayAgo)
    expect(await removeStaleTempFiles(folder, Date.now())).toBe(1)
    expect(await readdir(folder)).toEqual([path.basename(recent)])
    expect(await removeStaleTempFiles(path.join(root, 'never-made'), Date.now())).toBe(0)
  })
})
