// Who is told about an episode. Followers of its channel: once, when it first becomes public (at
// publishing, at a teacher's approval, or when its scheduled time passes). `notified_at` is set by
// the same statement that claims the episode (`… where notified_at is null returning`), in the
// transaction that adds the notifications, so two processes never both tell. Teachers of a class:
// when a student's episode starts waiting for their approval; the student: when a teacher approves it.
import { and, eq, isNull, ne } from 'drizzle-orm'
import type { Database } from '../db/database'
import { channelFollows, classMembers, episodes } from '../db/schema'
import { addNotifications } from '../notifications/add'
import { touchChannel } from '../channels/touch'
import { isPublicEpisode } from './visibility'

const claimed = {
  id: episodes.id,
  linkId: episodes.linkId,
  title: episodes.title,
  channelId: episodes.channelId,
  authorId: episodes.authorId,
}
type Claimed = { id: string; linkId: string; title: string; channelId: string; authorId: string }

async function tellFollowers(db: Database, list: readonly Claimed[], now: Date): Promise<void> {
  for (const episode of list) {
    const followers = await db
      .select({ userId: channelFollows.userId })
      .from(channelFollows)
      .where(and(eq(channelFollows.channelId, episode.channelId), ne(channelFollows.userId, episode.authorId)))
    await addNotifications(
      db,
      followers.map(({ userId }) => ({
        userId,
        kind: 'episode_published' as const,
        actorId: episode.authorId,
        subjectId: episode.linkId,
        payload: { title: episode.title },
      })),
      now,
    )
  }
}

/** Call in the transaction that may have made the episode public: tells its followers if it now is
 *  and they were never told. */
export async function notifyIfNowPublic(db: Database, episodeId: string, now: Date): Promise<void> {
  const list = await db
    .update(episodes)
    .set({ notifiedAt: now })
    .where(and(eq(episodes.id, episodeId), isNull(episodes.notifiedAt), isPublicEpisode(now)))
    .returning(claimed)
  await tellFollowers(db, list, now)
}

/** Scheduled episodes whose time has come: their followers are told and their channels' feeds move. */
export async function publishDueEpisodes(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const list = await tx
      .update(episodes)
      .set({ notifiedAt: now })
      .where(and(isNull(episodes.notifiedAt), isPublicEpisode(now)))
      .returning(claimed)
    for (const channelId of new Set(list.map((episode) => episode.channelId))) await touchChannel(tx, channelId, now)
    await tellFollowers(tx, list, now)
    return list.length
  })
}

/** A student's episode waits: the class's teachers are asked to approve it. */
export async function notifyTeachers(db: Database, classId: string, episode: Claimed, now: Date): Promise<void> {
  const teachers = await db
    .select({ userId: classMembers.userId })
    .from(classMembers)
    .where(
      and(
        eq(classMembers.classId, classId),
        eq(classMembers.membership, 'teacher'),
        ne(classMembers.userId, episode.authorId),
      ),
    )
  await addNotifications(
    db,
    teachers.map(({ userId }) => ({
      userId,
      kind: 'episode_waiting' as const,
      actorId: episode.authorId,
      subjectId: episode.linkId,
      payload: { title: episode.title },
    })),
    now,
  )
}

/** Call in the approving transaction: the student who wrote the episode hears that it is approved. */
export async function notifyApproved(
  db: Database,
  episode: { linkId: string; title: string; authorId: string },
  teacherId: string,
  now: Date,
): Promise<void> {
  if (episode.authorId === teacherId) return
  await addNotifications(
    db,
    [
      {
        userId: episode.authorId,
        kind: 'episode_approved',
        actorId: teacherId,
        subjectId: episode.linkId,
        payload: { title: episode.title },
      },
    ],
    now,
  )
}
