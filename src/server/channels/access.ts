// Who a member is to a channel: its owner; for a class's channel, a teacher or a student of the
// class. Owners and teachers edit the channel and its episodes; students publish for approval.
import { and, eq } from 'drizzle-orm'
import type { Database } from '../db/database'
import { channels, classMembers } from '../db/schema'

export type ChannelRow = typeof channels.$inferSelect
export type ChannelRole = 'owner' | 'teacher' | 'student' | null

export async function findChannel(db: Database, channelId: string): Promise<ChannelRow | undefined> {
  const [row] = await db.select().from(channels).where(eq(channels.id, channelId)).limit(1)
  return row
}

export async function channelRoleOf(db: Database, channel: ChannelRow, userId: string | null): Promise<ChannelRole> {
  if (!userId) return null
  if (channel.ownerId === userId) return 'owner'
  if (!channel.classId) return null
  const [place] = await db
    .select({ membership: classMembers.membership })
    .from(classMembers)
    .where(and(eq(classMembers.classId, channel.classId), eq(classMembers.userId, userId)))
    .limit(1)
  return place?.membership ?? null
}

export const canEditChannel = (role: ChannelRole) => role === 'owner' || role === 'teacher'
export const canPublishToChannel = (role: ChannelRole) => role !== null
