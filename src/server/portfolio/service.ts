// A member's portfolio: open to everyone, a page at a time; publishing a finished session to its
// owner's portfolio, and taking it off again. One item per session (a unique index): publishing
// again is the same item, with the new title when one is sent.
import { eq } from 'drizzle-orm'
import type { Page } from '#contract/pagination'
import { notFinishedMessage, type PortfolioItem } from '#contract/portfolio'
import type { Database } from '../db/database'
import { portfolioItems } from '../db/schema'
import { HttpError } from '../http/errors'
import { ownedSession } from '../sessions/access'
import { chosenTakes } from '../takes/queries'
import { findUserById } from '../users/queries'
import { publishedPage, toPortfolioItem } from './queries'

export const unknownUserMessage = 'This user does not exist.'

/** Anyone may read any member's portfolio; an unknown member is a 404. */
export async function listPortfolio(
  db: Database,
  input: { userId: string; limit: number; cursor: string | undefined },
): Promise<Page<PortfolioItem>> {
  if (!(await findUserById(db, input.userId))) throw new HttpError(404, unknownUserMessage)
  return publishedPage(db, input)
}

export async function publishSession(
  db: Database,
  input: { sessionId: string; userId: string; title: string | undefined },
  now: Date,
): Promise<PortfolioItem> {
  const session = await ownedSession(db, input.sessionId, input.userId)
  if (session.status !== 'complete') throw new HttpError(409, notFinishedMessage)
  const values = {
    userId: session.ownerId,
    sessionId: session.id,
    title: input.title ?? session.script.title,
    publishedAt: now,
  }
  const insert = db.insert(portfolioItems).values(values)
  // Without a title, publishing again keeps the one the item has.
  const [written] = input.title
    ? await insert.onConflictDoUpdate({ target: portfolioItems.sessionId, set: { title: input.title } }).returning()
    : await insert.onConflictDoNothing({ target: portfolioItems.sessionId }).returning()
  const item = written ?? (await db.select().from(portfolioItems).where(eq(portfolioItems.sessionId, session.id)))[0]
  if (!item) throw new Error('the portfolio item vanished right after it was written')
  const takes = await chosenTakes(db, [session.id])
  return toPortfolioItem(item, session, takes.get(session.id) ?? [])
}

/** Unpublishing what is not published is fine. */
export async function unpublishSession(db: Database, sessionId: string, userId: string): Promise<void> {
  await ownedSession(db, sessionId, userId)
  await db.delete(portfolioItems).where(eq(portfolioItems.sessionId, sessionId))
}
