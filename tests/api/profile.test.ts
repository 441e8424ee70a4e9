import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { profileMessages } from '#contract/profiles'
import type { User } from '#contract/users'
import { bearer, makeClassMembership, makeSignedInUser } from './support/factories'
import { fields, jpegWithLocation, pngImage, postProfile, webmAudio } from './support/profile-form'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
let dataDir: string
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'profile-test-'))
  t = await startTestApp({ dataDir, contentDir: null })
})
afterAll(async () => {
  await t.close()
  await rm(dataDir, { recursive: true, force: true })
})

const member = (privileges: Parameters<typeof makeSignedInUser>[2] = {}) => makeSignedInUser(t.app, t.db, privileges)
const getFile = (url: string, token: string | null, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...(token ? bearer(token) : {}), ...headers } })

describe('POST /api/users/profile: text fields', () => {
  it('needs a signed-in member', async () => {
    const res = await postProfile(t.app, null, fields({ name: 'Nobody' }))
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ message: 'Please log in.' })
  })

  it('saves name, location, handle and visibilities, and answers the updated user', async () => {
    const ann = await member()
    const res = await postProfile(
      t.app,
      ann.token,
      fields({
        name: ' Ann Lee ',
        location: 'Wellington',
        handle: ' Ann Lee_1 ',
        nameVisibility: 'public',
        introVisibility: 'public',
      }),
    )
    expect(res.statusCode).toBe(200)
    expect(res.json<User>()).toMatchObject({
      id: ann.id,
      name: 'Ann Lee',
      location: 'Wellington',
      handle: 'annlee_1',
      nameVisibility: 'public',
      photoVisibility: 'protected',
      introVisibility: 'public',
      portfolioLink: null,
    })
  })

  it('keeps omitted fields and clears empty ones', async () => {
    const ann = await member()
    await postProfile(
      t.app,
      ann.token,
      fields({ name: 'Ann', location: 'Auckland', handle: `h${ann.id.slice(0, 8).toLowerCase()}` }),
    )
    const res = await postProfile(t.app, ann.token, fields({ location: '', photoVisibility: 'public' }))
    expect(res.json<User>()).toMatchObject({ name: 'Ann', location: null, photoVisibility: 'public' })
    expect(res.json<User>().handle).toMatch(/^h/)
  })

  it('keeps handles unique in any case, with a clear 409', async () => {
    const ann = await member()
    const bob = await member()
    expect((await postProfile(t.app, ann.token, fields({ handle: 'star.voice' }))).statusCode).toBe(200)
    const taken = await postProfile(t.app, bob.token, fields({ handle: 'Star.Voice' }))
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toEqual({ message: 'This handle is taken. Please choose another one.' })
    // Saving one's own handle again is no conflict.
    expect((await postProfile(t.app, ann.token, fields({ handle: 'star.voice', name: 'A' }))).statusCode).toBe(200)
  })

  it.each([
    ['too short', 'ab'],
    ['too long', 'a'.repeat(31)],
    ['other characters', 'ann!'],
    ['non-Latin letters', 'ännä'],
  ])('refuses a handle with %s', async (_case, handle) => {
    const ann = await member()
    const res = await postProfile(t.app, ann.token, fields({ handle }))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: profileMessages.handle })
  })

  it('refuses bad field values with a message', async () => {
    const ann = await member()
    const cases: Array<[Record<string, string>, string]> = [
      [{ nameVisibility: 'friends' }, 'NameVisibility must be one of: public, protected.'],
      [{ name: 'n'.repeat(101) }, 'At most 100 characters.'],
      [{ removePhoto: 'yes' }, 'RemovePhoto must be one of: true, false.'],
      [{ name: 'a\u0000b' }, 'The request contains a NUL character, which is not allowed.'],
    ]
    for (const [values, message] of cases) {
      const res = await postProfile(t.app, ann.token, fields(values))
      expect(res.statusCode, JSON.stringify(values)).toBe(400)
      expect(res.json()).toEqual({ message })
    }
    const unknown = await postProfile(t.app, ann.token, fields({ role: 'admin' }))
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toHaveProperty('message')
  })
})

describe('POST /api/users/profile: custom portfolio link', () => {
  it('is refused for a member without privileges', async () => {
    const ann = await member()
    const res = await postProfile(t.app, ann.token, fields({ portfolioLink: 'https://ann.example.com' }))
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ message: profileMessages.portfolioLinkLocked })
  })

  it('is refused for a class member, even with privileges', async () => {
    const ann = await member({ privileges: ['read_free_script'] })
    await makeClassMembership(t.db, ann.id, 'student')
    const res = await postProfile(t.app, ann.token, fields({ portfolioLink: 'https://ann.example.com' }))
    expect(res.statusCode).toBe(403)
  })

  it('is saved for a member with a privilege, and must be a web address', async () => {
    const ann = await member({ privileges: ['audio_library'] })
    const ok = await postProfile(t.app, ann.token, fields({ portfolioLink: 'https://ann.example.com/reel' }))
    expect(ok.statusCode).toBe(200)
    expect(ok.json<User>().portfolioLink).toBe('https://ann.example.com/reel')
    for (const link of ['javascript:alert(1)', 'ann.example.com', `https://x.com/${'a'.repeat(500)}`]) {
      const bad = await postProfile(t.app, ann.token, fields({ portfolioLink: link }))
      expect(bad.statusCode).toBe(400)
      expect(bad.json()).toEqual({ message: profileMessages.portfolioLink })
    }
    const cleared = await postProfile(t.app, ann.token, fields({ portfolioLink: '' }))
    expect(cleared.json<User>().portfolioLink).toBeNull()
  })
})

describe('POST /api/users/profile: photo', () => {
  it('re-encodes a photo to a 512×512 WebP without its EXIF location', async () => {
    const ann = await member()
    const original = await jpegWithLocation(1200, 800)
    expect((await sharp(original).metadata()).exif).toBeDefined()
    const res = await postProfile(t.app, ann.token, [{ name: 'photo', file: original, type: 'image/jpeg' }])
    expect(res.statusCode).toBe(200)
    const photo = res.json<User>().photo
    expect(photo).toMatch(/^[A-Za-z0-9_-]{16,64}$/)

    const file = await getFile(`/api/users/photo/${photo}`, ann.token)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('image/webp')
    const stored = await sharp(file.rawPayload).metadata()
    expect(stored).toMatchObject({ format: 'webp', width: 512, height: 512 })
    expect(stored.exif).toBeUndefined()
    expect(file.rawPayload.includes(Buffer.from('TestCam'))).toBe(false)
  })

  it('accepts PNG, replaces the old photo (its file is deleted) and removes it on request', async () => {
    const ann = await member()
    const first = (await postProfile(t.app, ann.token, [{ name: 'photo', file: await pngImage() }])).json<User>().photo!
    const firstFile = path.join(dataDir, 'blobs', 'photos', first)
    expect(existsSync(firstFile)).toBe(true)
    const second = (
      await postProfile(t.app, ann.token, [{ name: 'photo', file: await pngImage(600, 100) }])
    ).json<User>().photo!
    expect(second).not.toBe(first)
    expect(existsSync(firstFile)).toBe(false)
    expect((await getFile(`/api/users/photo/${first}`, ann.token)).statusCode).toBe(404)

    const removed = await postProfile(t.app, ann.token, fields({ removePhoto: 'true' }))
    expect(removed.json<User>().photo).toBeNull()
    expect(existsSync(path.join(dataDir, 'blobs', 'photos', second))).toBe(false)
  })

  it('refuses bytes that are not an image, whatever the name and type say', async () => {
    const ann = await member()
    const fake = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')
    const res = await postProfile(t.app, ann.token, [
      { name: 'photo', file: fake, filename: 'me.jpg', type: 'image/jpeg' },
    ])
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: 'The photo must be a JPEG, PNG or WebP image.' })
    // A JPEG header on broken data is caught when decoding.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)])
    expect((await postProfile(t.app, ann.token, [{ name: 'photo', file: broken }])).statusCode).toBe(400)
  })

  it('refuses a photo over 5 MB and any file over 10 MB', async () => {
    const ann = await member()
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5 * 1024 * 1024)])
    const res = await postProfile(t.app, ann.token, [{ name: 'photo', file: big }])
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ message: 'The photo must be at most 5 MB.' })
    const huge = await postProfile(t.app, ann.token, [{ name: 'intro', file: webmAudio(10 * 1024 * 1024 + 10) }])
    expect(huge.statusCode).toBe(413)
    expect(huge.json()).toHaveProperty('message')
    const after = await t.app.inject({ url: `/api/users/${ann.id}`, headers: bearer(ann.token) })
    expect(after.json<User>().photo).toBeNull()
  })
})

describe('POST /api/users/profile: intro', () => {
  it('stores WebM audio and serves it with Range', async () => {
    const ann = await member()
    const audio = webmAudio(4000)
    const res = await postProfile(t.app, ann.token, [{ name: 'intro', file: audio, type: 'audio/webm' }])
    expect(res.statusCode).toBe(200)
    const intro = res.json<User>().intro!
    const whole = await getFile(`/api/users/intro/${intro}`, ann.token)
    expect(whole.statusCode).toBe(200)
    expect(whole.headers).toMatchObject({ 'content-type': 'audio/webm', 'accept-ranges': 'bytes', etag: `"${intro}"` })
    expect(whole.headers['cache-control']).toBe('private, max-age=31536000, immutable')
    expect(whole.rawPayload.equals(audio)).toBe(true)

    const part = await getFile(`/api/users/intro/${intro}`, ann.token, { range: 'bytes=100-199' })
    expect(part.statusCode).toBe(206)
    expect(part.headers['content-range']).toBe('bytes 100-199/4000')
    expect(part.rawPayload.equals(audio.subarray(100, 200))).toBe(true)
    const outside = await getFile(`/api/users/intro/${intro}`, ann.token, { range: 'bytes=5000-' })
    expect(outside.statusCode).toBe(416)
    const cached = await getFile(`/api/users/intro/${intro}`, ann.token, { 'if-none-match': `"${intro}"` })
    expect(cached.statusCode).toBe(304)
  })

  it('keeps the audio type its bytes show (Ogg) and removes the intro on request', async () => {
    const ann = await member()
    const ogg = Buffer.concat([Buffer.from('OggS'), Buffer.alloc(500, 1)])
    const intro = (await postProfile(t.app, ann.token, [{ name: 'intro', file: ogg, type: 'audio/webm' }])).json<User>()
      .intro!
    expect((await getFile(`/api/users/intro/${intro}`, ann.token)).headers['content-type']).toBe('audio/ogg')
    const removed = await postProfile(t.app, ann.token, fields({ removeIntro: 'true' }))
    expect(removed.json<User>().intro).toBeNull()
    expect((await getFile(`/api/users/intro/${intro}`, ann.token)).statusCode).toBe(404)
  })

  it('refuses bytes that are not audio, leaving no photo behind', async () => {
    const ann = await member()
    const res = await postProfile(t.app, ann.token, [
      { name: 'photo', file: await pngImage() },
      { name: 'intro', file: Buffer.from('RIFF0000WAVEfmt plain wave is not accepted') },
    ])
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: 'The intro must be WebM, Ogg or MP4 audio.' })
    const after = await t.app.inject({ url: `/api/users/${ann.id}`, headers: bearer(ann.token) })
    expect(after.json<User>().photo).toBeNull()
  })
})

describe('POST /api/users/profile: malformed requests', () => {
  it('refuses a JSON body', async () => {
    const ann = await member()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/profile',
      headers: bearer(ann.token),
      payload: { name: 'x' },
    })
    expect(res.statusCode).toBe(415)
    expect(res.json()).toEqual({ message: 'Send the profile as multipart/form-data.' })
  })

  it('refuses a cut-off body, a missing boundary, unknown and repeated parts, and too many parts', async () => {
    const ann = await member()
    const send = (payload: string | Buffer, contentType: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/profile',
        headers: { ...bearer(ann.token), 'content-type': contentType },
        payload,
      })
    const cut = await send(
      '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nAnn',
      'multipart/form-data; boundary=b',
    )
    expect(cut.statusCode).toBe(400)
    expect(cut.json()).toEqual({ message: 'The form data could not be read.' })
    const noBoundary = await send('whatever', 'multipart/form-data')
    expect(noBoundary.statusCode).toBeGreaterThanOrEqual(400)
    expect(noBoundary.statusCode).toBeLessThan(500)
    expect(noBoundary.json()).toHaveProperty('message')

    const strayFile = await postProfile(t.app, ann.token, [{ name: 'avatar', file: await pngImage() }])
    expect(strayFile.statusCode).toBe(400)
    expect(strayFile.json()).toEqual({ message: 'Unexpected file field: avatar.' })
    const twice = await postProfile(t.app, ann.token, fields({ name: 'a' }).concat(fields({ name: 'b' })))
    expect(twice.statusCode).toBe(400)
    const many = await postProfile(
      t.app,
      ann.token,
      Array.from({ length: 30 }, (_, i) => ({ name: `f${i}`, value: 'x' })),
    )
    expect(many.statusCode).toBe(413)
    const long = await postProfile(t.app, ann.token, fields({ location: 'x'.repeat(5000) }))
    expect(long.statusCode).toBe(400)
    expect(long.json()).toEqual({ message: 'The field location is too long.' })
  })
})
