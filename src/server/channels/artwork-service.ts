// Replacing a channel's artwork: the new files are written first, the database then names them, and
// the old files are deleted once it no longer names those (a failed write leaves no stray name).
import { eq } from 'drizzle-orm'
import type { ChannelView } from '#contract/channels'
import type { BlobStore } from '../blobs/blob-store'
import type { Database } from '../db/database'
import { newId } from '../db/ids'
import { channels } from '../db/schema'
import { makeArtwork } from './artwork'
import { artworkKey, artworkKeys } from './artwork-keys'
import { channelFor, editableChannel } from './service'
import { touchChannel } from './touch'

export async function setArtwork(
  db: Database,
  blobs: BlobStore,
  channelId: string,
  userId: string,
  bytes: Buffer,
  now: Date,
): Promise<ChannelView> {
  await editableChannel(db, channelId, userId)
  const images = await makeArtwork(bytes)
  const artworkId = newId()
  await Promise.all([...images].map(([size, jpeg]) => blobs.write(artworkKey(artworkId, size), jpeg)))
  let previous: string | null
  try {
    previous = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ artworkId: channels.artworkId })
        .from(channels)
        .where(eq(channels.id, channelId))
        .for('update')
      await tx.update(channels).set({ artworkId }).where(eq(channels.id, channelId))
      await touchChannel(tx, channelId, now)
      return row?.artworkId ?? null
    })
  } catch (error) {
    await blobs.remove(artworkKeys(artworkId))
    throw error
  }
  if (previous) await blobs.remove(artworkKeys(previous))
  return channelFor(db, channelId, userId, now)
}
