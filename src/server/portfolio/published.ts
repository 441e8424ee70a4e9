import { eq } from 'drizzle-orm'
import type { Database } from '../db/database'
import { portfolioItems } from '../db/schema'

/** Whether the session is on its owner's portfolio. */
export async function isPublished(db: Pick<Database, 'select'>, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: portfolioItems.id })
    .from(portfolioItems)
    .where(eq(portfolioItems.sessionId, sessionId))
  return row !== undefined
}
