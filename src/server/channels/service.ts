// Making, changing and removing channels, and following them. The owner of a channel (or a teacher
// of its class) edits it; only the owner removes it; anyone signed in follows any channel.
import { and, eq, inArray } from 'drizzle-orm'
import { channelMessages, feedPath, type ChannelFields, type ChannelView } from '#contract/channels'
import type { Database } from '../db/database'
import { newId } from '../db/ids'
import { channelFollows, channels, classMembers, episodeAudio, episodes } from '../db/schema'
import { HttpError } from '../http/errors'
import { canEditChannel, channelRoleOf, findChannel, type ChannelRow } from './access'
import { artworkKeys } from './artwork-keys'
import type { BlobStore } from '../blobs/blob-store'
import { episodeAudioKey } from '../episodes/audio-key'
import { podcastGuid } from './guid'
import { touchChannel } from './touch'
import { viewChannel } from './view'

type Fields = Required<ChannelFields>

/** Ids come from the address as any text; PostgreSQL refuses a NUL in text (a 500), so none exists. */
export async function existingChannel(db: Database, channelId: string): Promise<ChannelRow> {
  const row = channelId.includes('\u0000') ? undefined : await findChannel(db, channelId)
  if (!row) throw new HttpError(404, channelMessages.unknownChannel)
  return row
}

export async function channelFor(
  db: Database,
  channelId: string,
  viewerId: string | null,
  now: Date,
): Promise<ChannelView> {
  const view = channelId.includes('\u0000') ? undefined : await viewChannel(db, channelId, viewerId, now)
  if (!view) throw new HttpError(404, channelMessages.unknownChannel)
  return view
}

/** A channel the caller may edit: its owner, or a teacher of its class (403 `notOwner`). */
export async function editableChannel(db: Database, channelId: string, userId: string): Promise<ChannelRow> {
  const channel = await existingChannel(db, channelId)
  if (!canEditChannel(await channelRoleOf(db, channel, userId))) throw new HttpError(403, channelMessages.notOwner)
  return channel
}

/** `podcastHost`: the guid is fixed from the feed's address on the podcast site at creation. */
export async function createChannel(
  db: Database,
  ownerId: string,
  input: Fields & { classId?: string | undefined },
  podcastHost: string,
  now: Date,
): Promise<ChannelView> {
  const { classId, ...fields } = input
  if (classId !== undefined) await requireTeacher(db, classId, ownerId)
  const id = newId()
  const guid = podcastGuid(`${podcastHost}${feedPath(id)}`)
  try {
    await db
      .insert(channels)
      .values({ id, ownerId, classId: classId ?? null, guid, ...fields, createdAt: now, updatedAt: now })
  } catch (error) {
    // Two teachers making the class's channel at once: the unique index decides.
    if (classId !== undefined && isUniqueViolation(error)) throw new HttpError(409, channelMessages.classHasChannel)
    throw error
  }
  return channelFor(db, id, ownerId, now)
}

async function requireTeacher(db: Database, classId: string, userId: string): Promise<void> {
  const [place] = classId.includes('\u0000')
    ? []
    : await db
        .select({ membership: classMembers.membership })
        .from(classMembers)
        .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)))
        .limit(1)
  if (place?.membership !== 'teacher') throw new HttpError(403, channelMessages.notTeacher)
  const [taken] = await db.select({ id: channels.id }).from(channels).where(eq(channels.classId, classId)).limit(1)
  if (taken) throw new HttpError(409, channelMessages.classHasChannel)
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true
  }
  return false
}

export async function updateChannel(
  db: Database,
  channelId: string,
  userId: string,
  fields: Fields,
  now: Date,
): Promise<ChannelView> {
  await editableChannel(db, channelId, userId)
  await db.transaction(async (tx) => {
    await tx.update(channels).set(fields).where(eq(channels.id, channelId))
    await touchChannel(tx, channelId, now)
  })
  return channelFor(db, channelId, userId, now)
}

/** Owner only. The episodes' rows go with the channel (cascade); their audio rows and files, and the
 *  artwork files, are deleted here, the files once the database no longer names them. */
export async function removeChannel(
  db: Database,
  blobs: BlobStore | null,
  channelId: string,
  userId: string,
): Promise<void> {
  const channel = await existingChannel(db, channelId)
  if (channel.ownerId !== userId) throw new HttpError(403, channelMessages.notOwner)
  const audioIds = await db.transaction(async (tx) => {
    const audio = await tx.select({ id: episodes.audioId }).from(episodes).where(eq(episodes.channelId, channelId))
    await tx.delete(channels).where(eq(channels.id, channelId))
    const ids = audio.map((row) => row.id)
    if (ids.length > 0) await tx.delete(episodeAudio).where(inArray(episodeAudio.id, ids))
    return ids
  })
  await blobs?.remove([...audioIds.map(episodeAudioKey), ...(channel.artworkId ? artworkKeys(channel.artworkId) : [])])
}

export async function followChannel(db: Database, channelId: string, userId: string, now: Date): Promise<void> {
  await existingChannel(db, channelId)
  await db.insert(channelFollows).values({ channelId, userId, createdAt: now }).onConflictDoNothing()
}

export async function unfollowChannel(db: Database, channelId: string, userId: string): Promise<void> {
  await existingChannel(db, channelId)
  await db.delete(channelFollows).where(and(eq(channelFollows.channelId, channelId), eq(channelFollows.userId, userId)))
}
