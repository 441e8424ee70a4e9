// POST /api/episode-audio/: the body is streamed to a temporary file (never held in memory: an
// episode may be 300 MB), then checked by its bytes, measured by decoding its frames, and moved into
// the blob store under a new id. Anything that fails on the way leaves no file behind. A member's audio not yet in an
// episode is limited all together (`audioWaitingMaxBytes`), checked before the body is read: two
// uploads at once may both pass, which the route's rate limit bounds.
import { createWriteStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { parseFile } from 'music-metadata'
import { episodeLimits, episodeMessages, type EpisodeAudioMime, type UploadedAudio } from '../../contract/episodes'
import type { BlobStore } from '../blobs/blob-store'
import { fileHead, newTempFile } from '../blobs/temp-files'
import type { Database } from '../db/database'
import { newId } from '../db/ids'
import { episodeAudio, episodes } from '../db/schema'
import { HttpError } from '../http/errors'
import { episodeAudioKey } from './audio-key'
import { sniffBytes, sniffEpisodeAudio } from '../../shared/episode-audio-sniff'

const tooLarge = () => new HttpError(413, episodeMessages.audioTooLarge)
const overQuota = () => new HttpError(413, episodeMessages.audioWaitingQuota)

/** Copies `body` to `file`, failing with 413 as soon as it passes `maxBytes`; the byte count. */
export async function receiveToFile(
  body: Readable,
  file: string,
  maxBytes: number,
  refusal: () => HttpError = tooLarge,
): Promise<number> {
  let size = 0
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length
      done(size > maxBytes ? refusal() : null, chunk)
    },
  })
  await pipeline(body, counter, createWriteStream(file, { flags: 'wx' }))
  return size
}

/** The codec music-metadata names must be the one the container promises (AAC in MP4, MPEG layer 3). */
const codecFits: Record<EpisodeAudioMime, (codec: string) => boolean> = {
  'audio/mpeg': (codec) => /layer 3/i.test(codec),
  'audio/mp4': (codec) => /aac/i.test(codec),
}

/** The file's audio mime and duration: 415 for another kind of file, 422 for one that cannot be decoded. */
export async function measureEpisodeAudio(file: string): Promise<{ mime: EpisodeAudioMime; durationMs: number }> {
  const mime = sniffEpisodeAudio(await fileHead(file, sniffBytes))
  if (!mime) throw new HttpError(415, episodeMessages.audioType)
  const metadata = await parseFile(file, { duration: true, skipCovers: true }).catch(() => null)
  const codec = metadata?.format.codec ?? ''
  const seconds = metadata?.format.duration ?? 0
  if (!metadata || !Number.isFinite(seconds) || seconds <= 0 || !codec)
    throw new HttpError(422, episodeMessages.audioUnreadable)
  if (!codecFits[mime](codec)) throw new HttpError(415, episodeMessages.audioType)
  return { mime, durationMs: Math.round(seconds * 1000) }
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
  const temp = await newTempFile(input.tempDir)
  try {
    const size =
      room < maxBytes
        ? await receiveToFile(input.body, temp, room, overQuota)
        : await receiveToFile(input.body, temp, maxBytes)
    const { mime, durationMs } = await measureEpisodeAudio(temp)
    const id = newId()
    await input.blobs.moveIn(episodeAudioKey(id), temp)
    try {
      await db.insert(episodeAudio).values({ id, ownerId: input.ownerId, mime, size, durationMs, createdAt: input.now })
    } catch (error) {
      await input.blobs.remove([episodeAudioKey(id)])
      throw error
    }
    return { id, mime, size, durationMs }
  } finally {
    await rm(temp, { force: true }).catch(() => undefined)
  }
}
