// A channel's updated_at is its feed's Last-Modified and part of its ETag, so every change to the
// channel or to its published episodes moves it. It always moves forward, even when the clock
// stands still (tests) or two changes share a millisecond, so the feed's validators always change.
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import { channels } from '../db/schema'

/** Call in the transaction that changes the channel or one of its episodes. */
export async function touchChannel(db: Database, channelId: string, now: Date): Promise<void> {
  await db
    .update(channels)
    .set({
      updatedAt: sql`greatest(${now.toISOString()}::timestamptz, ${channels.updatedAt} + interval '1 millisecond')`,
    })
    .where(eq(channels.id, channelId))
}
