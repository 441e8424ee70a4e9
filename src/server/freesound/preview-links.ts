// An <audio> element cannot send the member's bearer token, so the search answers each sound's
// preview as a link to our proxy signed by the server (HMAC over the sound id and an expiry). The
// proxy plays a signed, unexpired link to anyone holding it; without one it asks for a member with
// `audio_library`. The key lives in memory (links die with the process, and a search renews them),
// or, where several processes serve one PostgreSQL database, in the database, so a link made by
// one process plays through another.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { freesoundPreviewPath } from '#contract/freesound'

export const previewLinkTtlMs = 60 * 60 * 1000

export interface PreviewLinks {
  link(soundId: number): string
  isValid(soundId: number, expires: unknown, signature: unknown): boolean
}

export function createPreviewLinks(
  now: () => Date,
  sharedKey: string | null = null,
  ttlMs = previewLinkTtlMs,
): PreviewLinks {
  const key = sharedKey ?? randomBytes(32)
  const sign = (soundId: number, expires: number) =>
    createHmac('sha256', key).update(`${soundId}:${expires}`).digest('base64url')

  return {
    link(soundId) {
      const expires = Math.floor((now().getTime() + ttlMs) / 1000)
      return `${freesoundPreviewPath(soundId)}?expires=${expires}&signature=${sign(soundId, expires)}`
    },
    isValid(soundId, expires, signature) {
      if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires) || typeof signature !== 'string') return false
      const seconds = Number(expires)
      if (seconds * 1000 < now().getTime()) return false
      const expected = Buffer.from(sign(soundId, seconds))
      const given = Buffer.from(signature)
      return given.length === expected.length && timingSafeEqual(given, expected)
    },
  }
}
