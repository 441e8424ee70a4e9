// Reading sessions: the whole session for its members, and the member's history (owned or
// joined, most recent first, a page at a time).
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Page } from '#contract/pagination'
import type { Session, SessionSummary } from '#contract/sessions'
import type { Database } from '../db/database'
import { sessionParticipants, sessions, users } from '../db/schema'
import { keyset, toPage } from '../http/page-cursor'
import { isPublished } from '../portfolio/published'
import { listTakes, recordedLineCount } from '../takes/queries'
import { visibleUser } from '../profiles/view'
import { seesProtectedSql } from '../profiles/viewer'
import type { SessionRow } from './access'
import { sessionMusicOf } from './music'
import { sessionTimingOf } from './timing'

/** The session as `viewerId` sees it: each participant's protected name, photo and intro only when
 *  the viewer may see them (a friend, a classmate, a teacher), else their public fields. */
export async function toSession(db: Database, session: SessionRow, viewerId: string): Promise<Session> {
  const members = await db
    .select({ participant: sessionParticipants, user: users, insider: seesProtectedSql(viewerId, users.id) })
    .from(sessionParticipants)
    .innerJoin(users, eq(users.id, sessionParticipants.userId))
    .where(eq(sessionParticipants.sessionId, session.id))
    .orderBy(asc(sessionParticipants.createdAt), asc(sessionParticipants.userId))
  return {
    id: session.id,
    scriptId: session.scriptId,
    script: session.script,
    ownerId: session.ownerId,
    status: session.status,
    backgroundTrack: session.backgroundTrack,
    music: await sessionMusicOf(db, session),
    timing: sessionTimingOf(session),
    participants: members.map(({ participant, user, insider }) => ({
      user: visibleUser(user, insider),
      roleIds: participant.roleIds,
      isOwner: participant.userId === session.ownerId,
    })),
    takes: await listTakes(db, session.id),
    published: await isPublished(db, session.id),
    createdAt: session.createdAt.toISOString(),
    updatedAt: session.updatedAt.toISOString(),
  }
}

const newestFirst = keyset(sessions.updatedAt, sessions.id, 'desc')

export async function listHistory(
  db: Database,
  input: { userId: string; limit: number; cursor: string | undefined },
): Promise<Page<SessionSummary>> {
  const after = newestFirst.after(input.cursor)
  const rows = await db
    .select({
      id: sessions.id,
      scriptId: sessions.scriptId,
      title: sql<string>`${sessions.script}->>'title'`,
      status: sessions.status,
      lineCount: sessions.lineCount,
      recordedLineCount,
      ownerId: sessions.ownerId,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(
      and(
        inArray(
          sessions.id,
          db
            .select({ id: sessionParticipants.sessionId })
            .from(sessionParticipants)
            .where(eq(sessionParticipants.userId, input.userId)),
        ),
        after,
      ),
    )
    .orderBy(...newestFirst.orderBy)
    .limit(input.limit + 1)
  return toPage(
    rows,
    input.limit,
    (row) => ({
      id: row.id,
      scriptId: row.scriptId,
      title: row.title,
      status: row.status,
      lineCount: row.lineCount,
      recordedLineCount: row.recordedLineCount,
      isOwner: row.ownerId === input.userId,
      updatedAt: row.updatedAt.toISOString(),
    }),
    (row) => [row.updatedAt, row.id],
  )
}
