// Older or damaged shapes of the records that hold a member's work, brought to the current one where
// nothing is guessed: a number that should be whole is rounded, a missing flag takes the value that
// loses nothing (a draft of unknown state counts as unsent, so it is sent rather than forgotten), and
// a part that no longer reads is dropped only when the server keeps its copy (a draft's conflict).
// Records without what identifies them (an id, an owner) are not migrated: they stay unread.
import { draftSchema } from '#contract/drafts'

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const whole = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.round(value)) : fallback
const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback)
const isoTime = (value: unknown) =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' && Number.isFinite(value)
      ? new Date(value).toISOString()
      : new Date(0).toISOString()

/** A draft: its text kept whatever else is wrong with it. */
export function migrateDraft(raw: Record<string, unknown>): unknown {
  // The server keeps the version it refused the save over: a copy here that no longer reads is asked for again.
  const conflict = isObject(raw.conflict) && draftSchema.safeParse(raw.conflict.current).success ? raw.conflict : null
  const baseVersion = typeof raw.baseVersion === 'number' && Number.isInteger(raw.baseVersion) ? raw.baseVersion : null
  return {
    ...raw,
    title: text(raw.title, ''),
    body: text(raw.body, ''),
    baseVersion,
    // Unknown: sent again (the server's version check keeps a newer copy apart as a conflict).
    dirty: typeof raw.dirty === 'boolean' ? raw.dirty : true,
    revision: whole(raw.revision, 0),
    archivedAt: typeof raw.archivedAt === 'string' ? raw.archivedAt : null,
    createdAt: isoTime(raw.createdAt ?? raw.updatedAt),
    updatedAt: isoTime(raw.updatedAt ?? raw.createdAt),
    conflict,
  }
}

const takeStates = new Set(['recording', 'saved', 'uploading', 'uploaded'])

/** A take: its numbers whole, an unknown state 'saved' (so it is uploaded again; the server keeps a
 *  take once by id), a missing type left for the upload to read from the audio's own bytes. */
export function migrateTake(raw: Record<string, unknown>): unknown {
  return {
    ...raw,
    mime: text(raw.mime, '') || 'application/octet-stream',
    startedAt: isoTime(raw.startedAt),
    durationMs: whole(raw.durationMs, 0),
    state: typeof raw.state === 'string' && takeStates.has(raw.state) ? raw.state : 'saved',
    bytes: whole(raw.bytes, 0),
    uploadedBytes: whole(raw.uploadedBytes, 0),
    uploadUrl: typeof raw.uploadUrl === 'string' ? raw.uploadUrl : null,
    uploadError: typeof raw.uploadError === 'string' ? raw.uploadError : null,
  }
}

/** A queued write: due now when it does not say when, its counts whole. Its kind and key are not guessed. */
export function migrateSyncItem(raw: Record<string, unknown>): unknown {
  return {
    ...raw,
    attempts: whole(raw.attempts, 0),
    nextAttemptAt: raw.nextAttemptAt === null ? null : typeof raw.nextAttemptAt === 'number' ? raw.nextAttemptAt : 0,
    lastError: typeof raw.lastError === 'string' ? raw.lastError : null,
  }
}

const tagOf = (value: unknown) => Object.prototype.toString.call(value)

/** A chunk's audio however it was stored: an ArrayBuffer (what the recorder writes), a Blob, or a
 *  view on a buffer (a typed array, a DataView). Tags, not `instanceof`: a value read back may come
 *  from another realm (a worker, a test's IndexedDB). */
export function chunkAudio(data: unknown): ArrayBuffer | Blob | Uint8Array<ArrayBuffer> | undefined {
  if (tagOf(data) === '[object ArrayBuffer]') return data as ArrayBuffer
  if (tagOf(data) === '[object Blob]' || tagOf(data) === '[object File]') return data as Blob
  if (ArrayBuffer.isView(data) && tagOf(data.buffer) === '[object ArrayBuffer]')
    return new Uint8Array(data.buffer as ArrayBuffer, data.byteOffset, data.byteLength)
  return undefined
}

export const chunkSize = (part: ArrayBuffer | Blob | Uint8Array) =>
  tagOf(part) === '[object ArrayBuffer]' || ArrayBuffer.isView(part)
    ? (part as ArrayBuffer).byteLength
    : (part as Blob).size
