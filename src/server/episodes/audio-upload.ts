// POST /api/episode-audio/: the body goes through the upload receiver's one-request way in
// (blobs/upload-receiver.ts: streamed to a temporary file, never held in memory, an episode may be
// 300 MB; told by its first bytes; the file gone afterwards), then is measured by decoding its frames
// and moved into the blob store under a new id. A member's audio not yet in an episode is limited all
// together (`audioWaitingMaxBytes`), checked before the body is read: two uploads at once may both
// pass, which the route's rate limit bounds.
import type { Readable } from 'node:stream'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { parseFile } from 'music-metadata'
import { episodeLimits, episodeMessages, type EpisodeAudioMime, type UploadedAudio } from '#contract/episodes'
import { sniffBytes, sniffEpisodeAudio } from '#shared/episode-audio-sniff'
import type { BlobStore } from '../blobs/blob-store'
import { moveInAndRecord, receiveFile, type ByteCheck, type SizeLimit } from '../blobs/upload-receiver'
import type { Database } from '../db/database'
import { newId } from '../db/ids'
import { episodeAudio, episodes } from '../db/schema'
import { HttpError } from '../http/errors'
import { episodeAudioKey } from './audio-key'

const tooLarge = () => new HttpError(413, episodeMessages.audioTooLarge)
const overQuota = () => new HttpError(413, episodeMessages.audioWaitingQuota)
const notEpisodeAudio = () => new HttpError(415, episodeMessages.audioType)

/** MP3 or MP4, by the first bytes. */
const episodeBytes: ByteCheck<EpisodeAudioMime> = {
  headBytes: sniffBytes,
  sniff: sniffEpisodeAudio,
  refusal: notEpisodeAudio,
}

/** The codec music-metadata names must be the one the container promises (AAC in MP4, MPEG layer 3). */
const codecFits: Record<EpisodeAudioMime, (codec: string) => boolean> = {
  'audio/mpeg': (codec) => /layer 3/i.test(codec),
  'audio/mp4': (codec) => /aac/i.test(codec),
}

/** The duration of a file whose first bytes say `mime`: 422 for one that cannot be decoded, 415
 *  when its codec is not the one the container promises. */
async function measureEpisodeAudio(file: string, mime: EpisodeAudioMime): Promise<number> {
  const metadata = await parseFile(file, { duration: true, skipCovers: true }).catch(() => null)
  const codec = metadata?.format.codec ?? ''
  const seconds = metadata?.format.duration ?? 0
  if (!metadata || !Number.isFinite(seconds) || seconds <= 0 || !codec)
    throw new HttpError(422, episodeMessages.audioUnreadable)
  if (!codecFits[mime](codec)) throw notEpisodeAudio()
  return Math.round(seconds * 1000)
}

/** Bytes of `ownerId`'s uploads that no episode plays yet. */
async function waitingBytesOf(db: Database, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string | number | null>`sum(${episodeAudio.size})` })
    .from(episodeAudio)
    .leftJoin(episodes, eq(episodes.audioId, episodeAudio.id))
    .where(and(eq(episodeAudio.ownerId, ownerId), isNull(episodes.id)))
  return Number(row?.bytes ?? 0)
}

export interface UploadInput {
  body: Readable
  ownerId: string
  blobs: BlobStore
  /** Where the body waits while it is checked (blobs/temp-files.ts). */
  tempDir: string
  /** The request's Content-Length, when it has one. */
  declaredBytes?: number | undefined
  maxBytes?: number
  /** The member's audio not yet in an episode, all together (tests make it small). */
  quotaBytes?: number
  now: Date
}

export async function uploadEpisodeAudio(db: Database, input: UploadInput): Promise<UploadedAudio> {
  const maxBytes = input.maxBytes ?? episodeLimits.audioMaxBytes
  const room = (input.quotaBytes ?? episodeLimits.audioWaitingMaxBytes) - (await waitingBytesOf(db, input.ownerId))
  if (room <= 0 || (input.declaredBytes ?? 0) > room) throw overQuota()
  const limit: SizeLimit = room < maxBytes ? { maxBytes: room, tooLarge: overQuota } : { maxBytes, tooLarge }
  const upload = { body: input.body, tempDir: input.tempDir, limit, bytes: episodeBytes }
  return receiveFile(upload, async ({ file, size, mime }) => {
    const durationMs = await measureEpisodeAudio(file, mime)
    const id = newId()
    const row = { id, ownerId: input.ownerId, mime, size, durationMs, createdAt: input.now }
    await moveInAndRecord(input.blobs, episodeAudioKey(id), file, () => db.insert(episodeAudio).values(row))
    return { id, mime, size, durationMs }
  })
}
