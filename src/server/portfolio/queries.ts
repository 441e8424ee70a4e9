// Reading portfolios: a member's published sessions, most recently published first, a page at a
// time, each with what playback needs (the script snapshot, the music and the chosen takes).
import { and, eq } from 'drizzle-orm'
import type { Page } from '#contract/pagination'
import type { PortfolioItem } from '#contract/portfolio'
import type { Take } from '#contract/takes'
import type { Database } from '../db/database'
import { portfolioItems, sessions, type SessionScriptSnapshot } from '../db/schema'
import { keyset, toPage } from '../http/page-cursor'
import { sessionTimingOf } from '../sessions/timing'
import { chosenTakes } from '../takes/queries'

type ItemRow = typeof portfolioItems.$inferSelect
type SessionPart = {
  id: string
  script: SessionScriptSnapshot
  backgroundTrack: number
  pauseMs: number
  linePauses: Record<string, number>
}

export function toPortfolioItem(item: ItemRow, session: SessionPart, takes: Take[]): PortfolioItem {
  const lineOrder = new Map(session.script.lines.map((line, index) => [line.id, index]))
  return {
    id: item.id,
    userId: item.userId,
    sessionId: session.id,
    title: item.title,
    publishedAt: item.publishedAt.toISOString(),
    script: session.script,
    backgroundTrack: session.backgroundTrack,
    timing: sessionTimingOf(session),
    takes: [...takes].sort((a, b) => (lineOrder.get(a.lineId) ?? 0) - (lineOrder.get(b.lineId) ?? 0)),
  }
}

const newestFirst = keyset(portfolioItems.publishedAt, portfolioItems.id, 'desc')

/** A page of the member's published items, most recently published first. */
export async function publishedPage(
  db: Database,
  input: { userId: string; limit: number; cursor: string | undefined },
): Promise<Page<PortfolioItem>> {
  const after = newestFirst.after(input.cursor)
  const rows = await db
    .select({
      item: portfolioItems,
      session: {
        id: sessions.id,
        script: sessions.script,
        backgroundTrack: sessions.backgroundTrack,
        pauseMs: sessions.pauseMs,
        linePauses: sessions.linePauses,
      },
    })
    .from(portfolioItems)
    .innerJoin(sessions, eq(sessions.id, portfolioItems.sessionId))
    .where(and(eq(portfolioItems.userId, input.userId), after))
    .orderBy(...newestFirst.orderBy)
    .limit(input.limit + 1)
  const takes = await chosenTakes(
    db,
    rows.slice(0, input.limit).map((row) => row.session.id),
  )
  return toPage(
    rows,
    input.limit,
    (row) => toPortfolioItem(row.item, row.session, takes.get(row.session.id) ?? []),
    (row) => [row.item.publishedAt, row.item.id],
  )
}
