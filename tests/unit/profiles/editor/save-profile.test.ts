import { Blob as NodeBlob } from 'node:buffer'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAuth } from '#app/auth/auth'
import { saveProfile } from '#app/profiles/editor/save-profile'
import { makeUser } from '#tests/unit/support/users'

// The real API client against a small HTTP server that keeps each request's raw bytes, so the
// multipart body is checked as a server would receive it.
interface Received {
  path: string
  contentType: string
  authorization: string | undefined
  body: string
}
const received: Received[] = []
let reply: (path: string) => { status: number; body: unknown } = () => ({
  status: 404,
  body: { message: 'Not found.' },
})
const server = createServer((request: IncomingMessage, response) => {
  const chunks: Buffer[] = []
  request.on('data', (chunk: Buffer) => chunks.push(chunk))
  request.on('end', () => {
    received.push({
      path: request.url ?? '',
      contentType: request.headers['content-type'] ?? '',
      authorization: request.headers.authorization,
      body: Buffer.concat(chunks).toString('latin1'),
    })
    const { status, body } = reply(request.url ?? '')
    response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
  })
})
let baseUrl = ''
// jsdom's FormData and Blob are not readable by Node's fetch (a browser's are by its own): use
// Node's for these tests, as a browser would use its own.
const jsdomClasses = { FormData: globalThis.FormData, Blob: globalThis.Blob }
beforeAll(async () => {
  globalThis.FormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData
  globalThis.Blob = NodeBlob as typeof Blob
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  Object.assign(globalThis, jsdomClasses)
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

const noChange = { credential: null, text: {}, visibility: {}, photo: null, intro: null }

describe('saving the profile', () => {
  it('sends credentials first, stores the new token, then the profile as multipart with the files', async () => {
    received.length = 0
    const auth = createAuth({ storage: localStorage, baseUrl })
    auth.store.set({ user: makeUser(), token: 'old-token' })
    const afterCredential = makeUser({ email: 'new@example.com' })
    const afterProfile = makeUser({ email: 'new@example.com', name: 'Ann B', photo: 'p'.repeat(20) })
    reply = (path) =>
      path === '/api/users/credential'
        ? { status: 200, body: { user: afterCredential, token: 'new-token' } }
        : { status: 200, body: afterProfile }

    const user = await saveProfile(
      auth,
      {
        ...noChange,
        credential: { newEmail: 'new@example.com' },
        text: { name: 'Ann B' },
        visibility: { photoVisibility: 'protected' },
        photo: new globalThis.Blob(['JPEGBYTES'], { type: 'image/jpeg' }),
        intro: 'remove',
      },
      ' old-pass ',
    )

    expect(received.map((request) => request.path)).toEqual(['/api/users/credential', '/api/users/profile'])
    expect(JSON.parse(received[0]?.body ?? '')).toEqual({ newEmail: 'new@example.com', password: 'old-pass' })
    const profile = received[1] as Received
    expect(profile.authorization).toBe('Bearer new-token')
    expect(profile.contentType).toMatch(/^multipart\/form-data; boundary=/)
    expect(profile.body).toMatch(/name="name"\r\n\r\nAnn B\r\n/)
    expect(profile.body).toMatch(/name="photoVisibility"\r\n\r\nprotected\r\n/)
    expect(profile.body).toMatch(/name="removeIntro"\r\n\r\ntrue\r\n/)
    expect(profile.body).toMatch(/name="photo"; filename="photo.jpg"\r\nContent-Type: image\/jpeg\r\n\r\nJPEGBYTES\r\n/)
    expect(user).toEqual(afterProfile)
    expect(auth.store.get()).toEqual({ user: afterProfile, token: 'new-token' })
  })

  it('skips the credential call when neither e-mail nor password changed, and stops at its error', async () => {
    received.length = 0
    const auth = createAuth({ storage: localStorage, baseUrl })
    auth.store.set({ user: makeUser(), token: 't' })
    reply = () => ({ status: 200, body: makeUser({ location: 'Oslo' }) })
    await saveProfile(auth, { ...noChange, text: { location: 'Oslo' } }, '')
    expect(received.map((request) => request.path)).toEqual(['/api/users/profile'])

    received.length = 0
    reply = () => ({ status: 403, body: { message: 'The password is incorrect.' } })
    await expect(
      saveProfile(auth, { ...noChange, credential: { newPassword: 'secret7' }, text: { location: 'Bergen' } }, 'wrong'),
    ).rejects.toThrow('The password is incorrect.')
    expect(received.map((request) => request.path)).toEqual(['/api/users/credential'])
  })
})
