// A preview is written to disk only up to the library's limit for one file: past it the download
// stops with 413 and leaves no file, whether or not the answer declared its length.
import { access, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { audioLibraryMessages } from '#contract/audio-library'
import { downloadCapped } from '#server/freesound/download'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'freesound-download-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  )

/** An answer of `chunks` sent one after another, without a Content-Length. */
function streamed(chunks: Buffer[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new Uint8Array(chunk))
      controller.close()
    },
  })
  return new Response(body)
}

describe('downloadCapped', () => {
  it('writes an answer within the limit', async () => {
    const file = path.join(dir, 'within')
    await downloadCapped(streamed([Buffer.alloc(60, 1), Buffer.alloc(40, 2)]), file, 100)
    expect(await readFile(file)).toEqual(Buffer.concat([Buffer.alloc(60, 1), Buffer.alloc(40, 2)]))
  })

  it('stops an undeclared answer at the first byte past the limit with 413, keeping no file', async () => {
    const file = path.join(dir, 'streamed-over')
    await expect(downloadCapped(streamed([Buffer.alloc(60), Buffer.alloc(41)]), file, 100)).rejects.toMatchObject({
      statusCode: 413,
      message: audioLibraryMessages.tooLarge,
    })
    expect(await exists(file)).toBe(false)
  })

  it('refuses an answer that declares more than the limit before reading it', async () => {
    const file = path.join(dir, 'declared-over')
    const response = new Response(new Uint8Array(101), { headers: { 'content-length': '101' } })
    await expect(downloadCapped(response, file, 100)).rejects.toMatchObject({ statusCode: 413 })
    expect(await exists(file)).toBe(false)
  })
})
