// The activity session (SPEC §9): 10 random letters and digits, shared by every tab of this browser
// (localStorage) and kept across reloads, replaced once 30 minutes pass without a record.
import { activityLimits } from '#shared/activity-constants'

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
export const sessionLength = 10
const storageKey = 'voice-acting.activity-session'
// The largest multiple of 62 below 256: a byte at or above it is drawn again, so every character is
// equally likely (taking bytes modulo 62 would favour the first eight).
const unbiasedBelow = 256 - (256 % alphabet.length)

export function newSessionId(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  let id = ''
  while (id.length < sessionLength) {
    for (const byte of random(new Uint8Array(sessionLength * 2))) {
      if (byte >= unbiasedBelow) continue
      id += alphabet[byte % alphabet.length]
      if (id.length === sessionLength) break
    }
  }
  return id
}

interface StoredSession {
  id: string
  /** Epoch ms of the last record in it. */
  lastAt: number
}

function read(storage: Storage): StoredSession | null {
  try {
    const parsed = JSON.parse(storage.getItem(storageKey) ?? 'null') as Partial<StoredSession> | null
    if (typeof parsed?.id === 'string' && /^[A-Za-z0-9]{10}$/.test(parsed.id) && typeof parsed.lastAt === 'number')
      return { id: parsed.id, lastAt: parsed.lastAt }
  } catch {
    // Damaged or from another version: a new session starts.
  }
  return null
}

/** The session a record made at `now` belongs to; the session then counts as active at `now`. */
export function sessionAt(storage: Storage, now: number): string {
  const current = read(storage)
  // A clock set back by more than the idle time also starts a new session.
  const fresh = current !== null && Math.abs(now - current.lastAt) < activityLimits.sessionIdleMs
  const id = fresh ? current.id : newSessionId()
  try {
    storage.setItem(storageKey, JSON.stringify({ id, lastAt: fresh ? Math.max(now, current.lastAt) : now }))
  } catch {
    // Storage full or refused: the id still serves this record.
  }
  return id
}
