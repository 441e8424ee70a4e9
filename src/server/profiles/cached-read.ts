// GET /api/members/:handle from the read cache (decision 101): kept per handle and viewer, since
// protected fields show only to the member's circle. Dropped when the member's row changes (a new
// handle too) or the circle of either changes (friendships, blocks, classes). Members reading their
// own profile get their account, with privileges of the moment: that is read from the tables.
import type { MemberProfile, User } from '#contract/users'
import type { Database } from '../db/database'
import { cachedAnswer, type CachedAnswer } from '../read-cache/cached-answer'
import type { ReadCache } from '../read-cache/read-cache'
import { findUserByHandle } from './queries'
import { profileFor } from './view'

export async function readProfile(
  reads: ReadCache,
  db: Database,
  handle: string,
  viewerId: string | null,
  now: Date,
  arrivedAt?: number,
): Promise<CachedAnswer<User | MemberProfile>> {
  return reads.read(
    `profile:${handle.toLowerCase()}:${viewerId ?? ''}`,
    async () => {
      const row = await findUserByHandle(db, handle)
      const profile = await profileFor(db, row, viewerId, now)
      return {
        value: cachedAnswer(profile),
        keys: [`user:${row!.id}`, `circle:${row!.id}`, ...(viewerId ? [`circle:${viewerId}`] : [])],
        ...(row!.id === viewerId ? { validUntil: -Infinity } : {}),
      }
    },
    arrivedAt,
  )
}
