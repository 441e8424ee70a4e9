// Who may hear a take: the members of its session, always; anyone else (a visitor without a token
// too) only while it is the chosen take of its line in a published session. The audience decides
// how the answer may be cached (see audio-cache.ts).
import { eq, sql } from 'drizzle-orm'
import { clientId } from '#contract/ids'
import { signInRequiredMessage } from '../auth/guard'
import type { Database } from '../db/database'
import { takes } from '../db/schema'
import { HttpError } from '../http/errors'
import { takeNotFoundMessage, type TakeRow } from './queries'

export type TakeAudience = 'member' | 'public'

/** The take and who it is heard as; 404 for a signed-in non-member, 401 for a visitor (whether the
 *  take exists or not, so ids reveal nothing). Column names are spelled out: see recordedLineCount. */
export async function audibleTake(
  db: Database,
  takeId: string,
  userId: string | null,
): Promise<{ take: TakeRow; audience: TakeAudience }> {
  const refusal = () => (userId ? new HttpError(404, takeNotFoundMessage) : new HttpError(401, signInRequiredMessage))
  if (!clientId.safeParse(takeId).success) throw refusal()
  const [row] = await db
    .select({
      take: takes,
      member: userId
        ? sql<boolean>`exists (select 1 from "session_participants"
            where "session_participants"."session_id" = "takes"."session_id" and "session_participants"."user_id" = ${userId})`
        : sql<boolean>`false`,
      published: sql<boolean>`exists (select 1 from "portfolio_items" where "portfolio_items"."session_id" = "takes"."session_id")`,
    })
    .from(takes)
    .where(eq(takes.id, takeId))
  if (row?.member) return { take: row.take, audience: 'member' }
  if (row?.take.chosen && row.published) return { take: row.take, audience: 'public' }
  throw refusal()
}
