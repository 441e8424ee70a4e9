// The size and type bounds that no feature test showed yet (decision 077): the Microsoft sign-in
// form's size, a body of a type a JSON route does not read, and a Freesound preview that grows past
// the library's limit while it downloads (with or without a Content-Length).
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { audioLibraryMessages } from '#contract/audio-library'
import { downloadCapped } from '#server/freesound/download'
import { formBodyLimit } from '#server/ms-sign-in/form-body'
import { bearer, makeSignedInUser } from './support/factories'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
let folder: string
beforeAll(async () => {
  t = await startTestApp({
    microsoft: { clientId: 'client', tenant: 'organizations', authority: 'https://login.example.test' },
  })
  folder = await mkdtemp(path.join(tmpdir(), 'upload-bounds-'))
})
afterAll(async () => {
  await t.close()
  await rm(folder, { recursive: true, force: true })
})

describe('request bodies', () => {
  it('refuses a Microsoft sign-in form over its limit with 413 and a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/ms/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id_token=${'a'.repeat(formBodyLimit)}`,
    })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ message: 'The request body is too large.' })
  })

  // text/plain is read and answered 400 "must be a JSON object" (users-authenticate.test.ts).
  it('refuses a form or a multipart body on a JSON route with 415 and a message', async () => {
    const { token } = await makeSignedInUser(t.app, t.db)
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/drafts',
        headers: { ...bearer(token), 'content-type': type },
        payload: 'title=x',
      })
      expect(res.statusCode, type).toBe(415)
      expect(res.json()).toEqual({ message: 'This content type is not supported; send JSON.' })
    }
  })
})

describe('Freesound previews', () => {
  const bytes = (size: number) => new Uint8Array(size).fill(7)

  it('refuses a preview whose Content-Length is over the limit before reading it', async () => {
    const file = path.join(folder, 'declared.mp3')
    const answer = new Response(bytes(2000), { headers: { 'content-length': '2000' } })
    await expect(downloadCapped(answer, file, 1000)).rejects.toMatchObject({
      statusCode: 413,
      message: audioLibraryMessages.tooLarge,
    })
    expect(existsSync(file)).toBe(false)
  })

  it('stops a preview that grows past the limit without saying its length, and keeps nothing', async () => {
    const file = path.join(folder, 'streamed.mp3')
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 4; i++) controller.enqueue(bytes(400))
        controller.close()
      },
    })
    await expect(downloadCapped(new Response(stream), file, 1000)).rejects.toMatchObject({
      statusCode: 413,
      message: audioLibraryMessages.tooLarge,
    })
    expect(existsSync(file)).toBe(false)
  })

  it('keeps a preview within the limit', async () => {
    const file = path.join(folder, 'fits.mp3')
    await downloadCapped(new Response(bytes(1000)), file, 1000)
    expect(existsSync(file)).toBe(true)
  })
})
