// Records of the app's database as earlier versions wrote them (their code read with `git log -p`):
// drafts as `local-draft.ts` made them since 941f18c, takes and ~1 s audio chunks as the recorder of
// f40ca5a wrote them, sync-queue items as `enqueue` put them, activity records (0a2a589) and queued
// messages (f17729c). Shapes are written out, not imported from src/: they are what shipped.
import type { AudioValue, HeldAs, OldRecord } from './seed-in-page'
import { testId } from '../sessions'

export const queueItem = (
  kind: string,
  key: string,
  fields: Partial<{ attempts: number; nextAttemptAt: number | null; lastError: string | null; payload: unknown }> = {},
): OldRecord => ({
  store: 'sync-queue',
  value: { id: testId(), kind, key, attempts: 0, nextAttemptAt: Date.now(), lastError: null, ...fields },
})

export interface OldDraft {
  id: string
  title: string
  body: string
  /** null: the server has never seen it; else the version it was edited from. */
  baseVersion: number | null
}

/** A draft with text the server does not have (`newLocalDraft` then `withText`), and its queue item. */
export function unsentDraft(ownerId: string, draft: OldDraft, minutesAgo: number): OldRecord[] {
  const at = new Date(Date.now() - minutesAgo * 60_000).toISOString()
  return [
    {
      store: 'drafts',
      value: {
        ...draft,
        ownerId,
        dirty: true,
        revision: 3,
        archivedAt: null,
        createdAt: at,
        updatedAt: at,
        conflict: null,
      },
    },
    queueItem('draft', `draft:${draft.id}`),
  ]
}

export interface OldTake {
  id: string
  sessionId: string
  lineId: string
  userId: string
  /** What the recorder was asked for (before 8bc932c a take declared that, whatever it recorded). */
  mime: string
  state: 'recording' | 'saved' | 'uploading'
  uploadUrl?: string | null
  uploadError?: string | null
}

/** The audio as the recorder's ~1 s chunks: the bytes cut in `parts` pieces, each held as `heldAs`
 *  says (one form for all, or one per chunk). */
export function chunksOf(
  takeId: string,
  bytes: Uint8Array,
  parts: number,
  heldAs: HeldAs | HeldAs[] = 'ArrayBuffer',
): OldRecord[] {
  const size = Math.ceil(bytes.length / parts)
  return Array.from({ length: parts }, (_, seq) => {
    const form = Array.isArray(heldAs) ? (heldAs[seq] ?? 'ArrayBuffer') : heldAs
    const data: AudioValue = { audioBytes: Array.from(bytes.subarray(seq * size, (seq + 1) * size)), heldAs: form }
    return { store: 'recording-chunks', value: { takeId, seq, data } }
  })
}

/** A take, its chunks and (unless it is still 'recording') its queued upload. */
export function recordedTake(take: OldTake, bytes: Uint8Array, parts = 3, heldAs: HeldAs = 'ArrayBuffer'): OldRecord[] {
  const failed = take.uploadError ? { attempts: 1, nextAttemptAt: null, lastError: take.uploadError } : {}
  return [
    {
      store: 'takes',
      value: {
        uploadUrl: null,
        uploadError: null,
        ...take,
        startedAt: new Date(Date.now() - 3_600_000).toISOString(),
        durationMs: 1500,
        bytes: bytes.length,
        uploadedBytes: 0,
      },
    },
    ...chunksOf(take.id, bytes, parts, heldAs),
    ...(take.state === 'recording' ? [] : [queueItem('upload', `take:${take.id}`, failed)]),
  ]
}

/** A page visit waiting to be sent (activity-log.ts of 0a2a589) and the queue's one activity item. */
export function queuedVisit(userId: string, path: string): OldRecord[] {
  const now = Date.now() - 120_000
  const session = testId()
    .replace(/[^A-Za-z0-9]/g, 'x')
    .slice(0, 10)
  return [
    {
      store: 'activities',
      value: {
        id: testId(),
        userId,
        localTime: new Date(now).toISOString().replace('Z', '+00:00'),
        session,
        path,
        action: 'page-visit',
        context: { variant: 'main', display: 'browser', online: false, screen: 'large' },
        queuedAt: now,
      },
    },
    queueItem('activity', 'activities'),
  ]
}

/** A message written offline (message-outbox.ts of f17729c) and the queue's one message item. */
export function queuedMessage(senderId: string, recipientId: string, body: string): OldRecord[] {
  return [
    {
      store: 'message-outbox',
      value: { clientId: testId(), senderId, recipientId, body, queuedAt: Date.now() - 60_000, refusal: null },
    },
    queueItem('message', 'messages'),
  ]
}

/** The persisted query cache of an older build (its `buster` is not this build's). */
export const oldQueryCache: OldRecord = {
  store: 'query-cache',
  key: 'client',
  value: { timestamp: Date.now() - 3_600_000, buster: 'an-older-build', clientState: { queries: [], mutations: [] } },
}
