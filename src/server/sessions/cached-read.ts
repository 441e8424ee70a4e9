// GET /api/sessions/:id from the read cache (decision 101): kept per session and member, since what
// a member sees of the others depends on who sees whose protected fields. Dropped when the session,
// its participants, takes, share links or publication change, when a participant's profile, their
// circle or the member's (friendships, blocks, classes) change, or when its music does. Only a
// participant's read is kept (anyone else gets the 404 from the table); leaving the session drops it.
import type { Session } from '#contract/sessions'
import type { Database } from '../db/database'
import { cachedAnswer, type CachedAnswer } from '../read-cache/cached-answer'
import type { ReadCache } from '../read-cache/read-cache'
import { memberSession } from './access'
import { toSession } from './queries'

export function readSession(
  reads: ReadCache,
  db: Database,
  id: string,
  userId: string,
  arrivedAt?: number,
): Promise<CachedAnswer<Session>> {
  return reads.read(
    `session:${id}:${userId}`,
    async () => {
      const session = await toSession(db, await memberSession(db, id, userId), userId)
      return {
        value: cachedAnswer(session),
        keys: [
          `session:${id}`,
          `circle:${userId}`,
          ...session.participants.flatMap(({ user }) => [`user:${user.id}`, `circle:${user.id}`]),
          ...(session.music ? [`library-audio:${session.music.audioId}`] : []),
        ],
      }
    },
    arrivedAt,
  )
}
