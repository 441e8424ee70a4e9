// Changing a playlist's episodes. Each change runs in one transaction that first locks the playlist
// row, so concurrent adds, removals and reorders run one after another and positions stay 0..n-1,
// without gaps or duplicates. A change that changes nothing (an episode already there, one already
// gone, the same order) leaves the playlist as it was, updated_at included.
import { and, asc, count, eq, gt, notExists, sql } from 'drizzle-orm'
import { channelMessages } from '#contract/channels'
import { playlistLimits, playlistMessages } from '#contract/playlists'
import { findChannel } from '../channels/access'
import type { Database } from '../db/database'
import { episodes, playlistItems, playlists } from '../db/schema'
import { isPublicEpisode } from '../episodes/visibility'
import { HttpError } from '../http/errors'
import { isForeignKeyViolation } from '../users/service'
import { findVisibleEpisode, unknownIfGone } from '../listening/episode-access'
import { unknownPlaylist } from './service'
import type { PlaylistRow } from './view'

interface Edit {
  playlistId: string
  userId: string
}

/** Runs `change` with the caller's playlist locked; when it reports a change, moves updated_at. */
async function editPlaylist(
  db: Database,
  edit: Edit,
  now: Date,
  change: (tx: Database, size: number) => Promise<boolean>,
): Promise<PlaylistRow> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(playlists).where(eq(playlists.id, edit.playlistId)).for('update')
    if (!locked || locked.ownerId !== edit.userId) throw unknownPlaylist()
    const [{ size } = { size: 0 }] = await tx
      .select({ size: count() })
      .from(playlistItems)
      .where(eq(playlistItems.playlistId, edit.playlistId))
    if (!(await change(tx, size))) return locked
    const [touched] = await tx
      .update(playlists)
      .set({ updatedAt: now })
      .where(eq(playlists.id, edit.playlistId))
      .returning()
    return touched!
  })
}

const full = () => new HttpError(409, playlistMessages.full)
const itemOf = (playlistId: string, episodeId: string | typeof episodes.id) =>
  and(eq(playlistItems.playlistId, playlistId), eq(playlistItems.episodeId, episodeId))

export async function addEpisode(db: Database, edit: Edit & { episodeId: string }, now: Date): Promise<PlaylistRow> {
  await findVisibleEpisode(db, edit.episodeId, edit.userId, now)
  return editPlaylist(db, edit, now, async (tx, size) => {
    const [there] = await tx
      .select({ position: playlistItems.position })
      .from(playlistItems)
      .where(itemOf(edit.playlistId, edit.episodeId))
    if (there) return false
    if (size >= playlistLimits.episodesMax) throw full()
    await tx
      .insert(playlistItems)
      .values({ playlistId: edit.playlistId, episodeId: edit.episodeId, position: size, createdAt: now })
      .catch(unknownIfGone)
    return true
  })
}

/** Appends the channel's public episodes not in the playlist yet, oldest first. When only some fit,
 *  the oldest that fit are added and the answer is the playlist as it is then (the count shows it);
 *  409 `full` only when there were episodes to add and none fit, so the listener learns why. */
export async function addChannel(db: Database, edit: Edit & { channelId: string }, now: Date): Promise<PlaylistRow> {
  if (!(await findChannel(db, edit.channelId))) throw new HttpError(404, channelMessages.unknownChannel)
  return editPlaylist(db, edit, now, async (tx, size) => {
    const missing = await tx
      .select({ id: episodes.id })
      .from(episodes)
      .where(
        and(
          eq(episodes.channelId, edit.channelId),
          isPublicEpisode(now),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(playlistItems)
              .where(itemOf(edit.playlistId, episodes.id)),
          ),
        ),
      )
      .orderBy(asc(episodes.publishedAt), asc(episodes.id))
      .limit(playlistLimits.episodesMax)
    if (missing.length === 0) return false
    const room = playlistLimits.episodesMax - size
    if (room <= 0) throw full()
    const added = missing.slice(0, room).map((episode, index) => ({
      playlistId: edit.playlistId,
      episodeId: episode.id,
      position: size + index,
      createdAt: now,
    }))
    // The channel removed meanwhile (its episodes go with it).
    await tx
      .insert(playlistItems)
      .values(added)
      .catch((error: unknown) => {
        throw isForeignKeyViolation(error) ? new HttpError(404, channelMessages.unknownChannel) : error
      })
    return true
  })
}

/** Idempotent: an episode not in the playlist leaves it unchanged. */
export async function removeEpisode(db: Database, edit: Edit & { episodeId: string }, now: Date): Promise<PlaylistRow> {
  return editPlaylist(db, edit, now, async (tx) => {
    const [removed] = await tx
      .delete(playlistItems)
      .where(itemOf(edit.playlistId, edit.episodeId))
      .returning({ position: playlistItems.position })
    if (!removed) return false
    await tx
      .update(playlistItems)
      .set({ position: sql`${playlistItems.position} - 1` })
      .where(and(eq(playlistItems.playlistId, edit.playlistId), gt(playlistItems.position, removed.position)))
    return true
  })
}

/** The named episodes first, in the order named; names no longer in the playlist are ignored and
 *  the episodes not named follow in their present order (an order made before a late add never
 *  loses it). 422 `order` when an episode is named twice. */
export async function reorder(db: Database, edit: Edit & { episodeIds: string[] }, now: Date): Promise<PlaylistRow> {
  if (new Set(edit.episodeIds).size !== edit.episodeIds.length) throw new HttpError(422, playlistMessages.order)
  return editPlaylist(db, edit, now, async (tx) => {
    const present = (
      await tx
        .select({ episodeId: playlistItems.episodeId })
        .from(playlistItems)
        .where(eq(playlistItems.playlistId, edit.playlistId))
        .orderBy(asc(playlistItems.position))
    ).map((item) => item.episodeId)
    const inPlaylist = new Set(present)
    const named = edit.episodeIds.filter((id) => inPlaylist.has(id))
    const namedSet = new Set(named)
    const order = [...named, ...present.filter((id) => !namedSet.has(id))]
    if (order.every((id, index) => present[index] === id)) return false
    const rows = sql.join(
      order.map((episodeId, position) => sql`(${episodeId}, ${position}::int)`),
      sql`, `,
    )
    await tx.execute(
      sql`update ${playlistItems} set "position" = "next"."position" from (values ${rows}) as "next"("episode_id", "position")
        where ${playlistItems.playlistId} = ${edit.playlistId} and ${playlistItems.episodeId} = "next"."episode_id"`,
    )
    return true
  })
}
