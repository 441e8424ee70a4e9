// Stores `takes` and `recording-chunks`: every take recorded on this device and its audio, written
// one ~1 s chunk at a time (key [takeId, seq]) as the recorder produces it, so a take never sits in
// memory and a crash loses at most the last chunk. Chunks go once the server has confirmed the
// upload; the take record stays (state 'uploaded') until the member deletes it or logs out.
import { z } from 'zod/mini'
import type { AppDatabase } from '../offline/database'
import { chunkAudio, chunkSize, migrateTake } from '../offline/record-migrations'
import { storeOn } from '../offline/store-on'
import { readOrReport, reportUnreadable } from '../offline/stored-records'

export const takeStates = ['recording', 'saved', 'uploading', 'uploaded'] as const
export type TakeState = (typeof takeStates)[number]

export const localTakeSchema = z.object({
  id: z.string().check(z.minLength(1)),
  sessionId: z.string().check(z.minLength(1)),
  lineId: z.string().check(z.minLength(1)),
  userId: z.string().check(z.minLength(1)),
  /** As recorded, e.g. `audio/webm;codecs=opus`. */
  mime: z.string().check(z.minLength(1)),
  startedAt: z.string(),
  durationMs: z.int().check(z.gte(0)),
  state: z.enum(takeStates),
  /** Audio bytes on the device (sum of the chunks). */
  bytes: z.int().check(z.gte(0)),
  /** Bytes the server has confirmed. */
  uploadedBytes: z.int().check(z.gte(0)),
  /** The tus upload this take resumes (null before the first attempt or after the server lost it). */
  uploadUrl: z._default(z.nullable(z.string()), null),
  /** Why the last upload cannot succeed as it is; null when none failed for good. */
  uploadError: z._default(z.nullable(z.string()), null),
  /** Measured on the device after recording (take-level.ts); absent until then and on older records. */
  level: z.optional(
    z.nullable(
      z.object({
        lufs: z.nullable(z.number()),
        peakDbfs: z.nullable(z.number()),
        /** Its waveform (`takePeaksCount` peaks, percent of full scale); absent on older records. */
        peaks: z.optional(z.array(z.number())),
      }),
    ),
  ),
  /** Where its speech begins and ends (audio/speech-span.ts, or the member's hand); null when no speech
   *  was found (it plays whole), absent until measured and on older records. */
  trim: z.optional(z.nullable(z.object({ startMs: z.int().check(z.gte(0)), endMs: z.int().check(z.gte(0)) }))),
  /** Recorded through the partner's cue: where in the take the cue ended (contract/takes); absent
   *  when recorded without one and on older records. */
  cueEndMs: z.optional(z.nullable(z.int().check(z.gte(0)))),
  /** How much sound from before Record was pressed it begins with (lead-in.ts); absent when none
   *  and on older records. */
  leadInMs: z.optional(z.int().check(z.gte(0))),
})
export type LocalTake = z.infer<typeof localTakeSchema>

export interface RecordingChunk {
  takeId: string
  seq: number
  data: ArrayBuffer
}

declare module '../offline/database' {
  interface AppSchema {
    takes: { key: string; value: LocalTake; indexes: { sessionId: string } }
    'recording-chunks': { key: [string, number]; value: RecordingChunk }
  }
}

export interface TakesStore {
  get(id: string): Promise<LocalTake | undefined>
  /** This device's takes of one session, oldest first. */
  listForSession(sessionId: string): Promise<LocalTake[]>
  /** Every take this device keeps for one member. */
  listFor(userId: string): Promise<LocalTake[]>
  /** Every member's takes on this device. */
  listAll(): Promise<LocalTake[]>
  /** Takes still 'recording' while no recorder runs them: their tab closed or crashed mid-take. */
  listInterrupted(userId: string, running?: ReadonlySet<string>): Promise<LocalTake[]>
  create(take: LocalTake): Promise<void>
  /** Writes one chunk and the take's new size and duration in one transaction. */
  appendChunk(takeId: string, seq: number, data: ArrayBuffer, durationMs: number): Promise<void>
  /** Reads, changes and writes one take in a single transaction; `change` returns undefined to leave it. */
  update(id: string, change: (take: LocalTake) => LocalTake | undefined): Promise<LocalTake | undefined>
  /** The take's audio, from its chunks only (other takes are not read). */
  assemble(id: string): Promise<Blob | undefined>
  /** Up to `count` of the take's first audio bytes, reading no more chunks than they need. */
  firstBytes(id: string, count: number): Promise<Uint8Array>
  /** Frees the audio, keeping the record (after the server confirmed it has the take). */
  deleteChunks(id: string): Promise<void>
  /** The take and its audio. */
  remove(id: string): Promise<void>
  subscribe(listener: () => void): () => void
}

const chunkRange = (takeId: string) => IDBKeyRange.bound([takeId, 0], [takeId, Infinity])

/** A take as stored, migrated from an older shape where it can be; one that cannot is left as it is. */
const readTake = (raw: unknown, key: unknown = (raw as { id?: unknown } | undefined)?.id) =>
  readOrReport('takes', key, localTakeSchema, raw, migrateTake)

/** A chunk's audio in whatever form an app version stored it; none for a damaged chunk (reported). */
function readChunk(raw: unknown): ArrayBuffer | Blob | Uint8Array<ArrayBuffer> | undefined {
  const chunk = raw as Partial<RecordingChunk> | undefined
  const data = chunkAudio(chunk?.data)
  if (!data && raw !== undefined) reportUnreadable('recording-chunks', [chunk?.takeId, chunk?.seq], raw)
  return data
}

export function createTakesStore(db: AppDatabase): TakesStore {
  const listeners = new Set<() => void>()
  const changed = () => listeners.forEach((listener) => listener())

  async function readAll(): Promise<LocalTake[]> {
    const values = (await db.getAll('takes')) as unknown[]
    return values.flatMap((raw) => readTake(raw) ?? [])
  }

  return {
    async get(id) {
      return readTake(await db.get('takes', id), id)
    },
    async listForSession(sessionId) {
      const values = (await db.getAllFromIndex('takes', 'sessionId', sessionId)) as unknown[]
      return values.flatMap((raw) => readTake(raw) ?? []).sort((a, b) => a.startedAt.localeCompare(b.startedAt))
    },
    async listFor(userId) {
      return (await readAll()).filter((take) => take.userId === userId)
    },
    listAll: readAll,
    async listInterrupted(userId, running = new Set()) {
      return (await readAll()).filter(
        (take) => take.state === 'recording' && take.userId === userId && !running.has(take.id),
      )
    },
    async create(take) {
      await db.put('takes', localTakeSchema.parse(take))
      changed()
    },
    async appendChunk(takeId, seq, data, durationMs) {
      const tx = db.transaction(['takes', 'recording-chunks'], 'readwrite')
      const takes = tx.objectStore('takes')
      const take = readTake(await takes.get(takeId), takeId)
      if (!take) {
        tx.abort()
        await tx.done.catch(() => {})
        throw new Error('This take is no longer on the device.')
      }
      await tx.objectStore('recording-chunks').put({ takeId, seq, data })
      await takes.put({
        ...take,
        bytes: take.bytes + data.byteLength,
        durationMs: Math.max(take.durationMs, durationMs),
      })
      await tx.done
      changed()
    },
    async update(id, change) {
      const tx = db.transaction('takes', 'readwrite')
      const current = readTake(await tx.store.get(id), id)
      const next = current && change(current)
      if (next) await tx.store.put(localTakeSchema.parse(next))
      await tx.done
      if (next) changed()
      return next ?? current
    },
    async assemble(id) {
      const take = await this.get(id)
      if (!take) return undefined
      const values = (await db.getAll('recording-chunks', chunkRange(id))) as unknown[]
      return new Blob(
        values.flatMap((raw) => readChunk(raw) ?? []),
        { type: take.mime },
      )
    },
    async firstBytes(id, count) {
      const parts: Array<ArrayBuffer | Blob | Uint8Array<ArrayBuffer>> = []
      let total = 0
      let cursor = await db.transaction('recording-chunks').store.openCursor(chunkRange(id))
      while (cursor && total < count) {
        const data = readChunk(cursor.value)
        if (data) {
          parts.push(data)
          total += chunkSize(data)
        }
        cursor = await cursor.continue()
      }
      return new Uint8Array(await new Blob(parts).slice(0, count).arrayBuffer())
    },
    async deleteChunks(id) {
      await db.delete('recording-chunks', chunkRange(id))
      changed()
    },
    async remove(id) {
      const tx = db.transaction(['takes', 'recording-chunks'], 'readwrite')
      await Promise.all([
        tx.objectStore('takes').delete(id),
        tx.objectStore('recording-chunks').delete(chunkRange(id)),
        tx.done,
      ])
      changed()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The takes store of the open database. */
export const takesOn = storeOn(createTakesStore)
