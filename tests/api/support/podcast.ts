// Podcast test data through the real endpoints: a channel, an uploaded MP3 and a published episode.
// Uploads need a test app with a `dataDir` (startTestApp({ dataDir })).
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { ChannelFields, ChannelView } from '#contract/channels'
import type { EpisodeView, PublishEpisodeBody, UploadedAudio } from '#contract/episodes'
import type { Database } from '#server/db/database'
import { channels } from '#server/db/schema'
import { makeMp3 } from '#tests/support/make-mp3'
import { bearer } from './factories'

export type ChannelInput = Partial<ChannelFields> & { classId?: string }

/** A channel made by `token`'s member (POST /api/channels/). `db` is only used while the channels
 *  route does not exist yet: the row is then inserted directly, with a view of its own. */
export async function createChannel(
  app: FastifyInstance,
  token: string,
  fields: ChannelInput = {},
  db?: Database,
): Promise<ChannelView> {
  const payload = { title: 'Night Readings', category: 'Fiction' as const, ...fields }
  const res = await app.inject({ method: 'POST', url: '/api/channels/', headers: bearer(token), payload })
  if (res.statusCode === 201) return res.json<ChannelView>()
  if (res.statusCode !== 404 || !db) throw new Error(`channel create failed: ${res.statusCode} ${res.body}`)
  return insertChannel(token, payload, db)
}

async function insertChannel(
  token: string,
  payload: ChannelInput & Pick<ChannelFields, 'title' | 'category'>,
  db: Database,
): Promise<ChannelView> {
  const ownerId = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sub as string
  const [row] = await db
    .insert(channels)
    .values({
      ownerId,
      classId: payload.classId ?? null,
      title: payload.title,
      category: payload.category,
      guid: randomUUID(),
    })
    .returning()
  return {
    id: row!.id,
    title: row!.title,
    description: row!.description,
    author: row!.author,
    language: row!.language,
    category: payload.category,
    explicit: row!.explicit,
    ownerEmail: row!.ownerEmail,
    locked: row!.locked,
    owner: { id: ownerId, name: null, handle: null, photo: null, intro: null },
    class: row!.classId ? { id: row!.classId, name: '' } : null,
    artwork: null,
    episodeCount: 0,
    followerCount: 0,
    createdAt: row!.createdAt.toISOString(),
    updatedAt: row!.updatedAt.toISOString(),
    viewer: { following: false, canEdit: true, canPublish: true },
  }
}

const mp3Cache = new Map<number, Buffer>()

/** A real MP3 of `seconds`, encoded once per length for the whole test file. */
export async function mp3Of(seconds: number): Promise<Buffer> {
  const cached = mp3Cache.get(seconds)
  if (cached) return cached
  const made = await makeMp3(seconds)
  mp3Cache.set(seconds, made)
  return made
}

/** Uploads a real MP3 of `seconds` (default 2) as `token`'s member (POST /api/episode-audio/). */
export async function uploadMp3(app: FastifyInstance, token: string, seconds = 2): Promise<UploadedAudio> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/episode-audio/',
    headers: { ...bearer(token), 'content-type': 'audio/mpeg' },
    payload: await mp3Of(seconds),
  })
  if (res.statusCode !== 201) throw new Error(`audio upload failed: ${res.statusCode} ${res.body}`)
  return res.json<UploadedAudio>()
}

/** Uploads an MP3 and publishes it to the channel (now, unless `body.publishAt` says otherwise). */
export async function publishEpisode(
  app: FastifyInstance,
  token: string,
  channelId: string,
  body: Partial<PublishEpisodeBody> & { seconds?: number } = {},
): Promise<EpisodeView> {
  const { seconds, ...rest } = body
  const audioId = rest.audioId ?? (await uploadMp3(app, token, seconds)).id
  const payload = { title: 'Episode one', publishAt: new Date().toISOString(), ...rest, audioId }
  const res = await app.inject({
    method: 'POST',
    url: `/api/channels/${channelId}/episodes`,
    headers: bearer(token),
    payload,
  })
  if (res.statusCode !== 201) throw new Error(`publish failed: ${res.statusCode} ${res.body}`)
  return res.json<EpisodeView>()
}
