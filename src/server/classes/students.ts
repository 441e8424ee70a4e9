// A class's students as its teacher sees them: in the order they joined, a page at a time, each with
// the three sessions they worked on most recently (owned or joined: a session's owner is a participant
// too). The user ID is shown only for pupils' accounts (no e-mail, a user ID that is not an e-mail
// address): anyone else's user ID may be their e-mail address, which a teacher must not see.
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { ClassStudent } from '#contract/classes'
import type { Page } from '#contract/pagination'
import type { Database } from '../db/database'
import { classMembers, sessionParticipants, sessions, users } from '../db/schema'
import { keyset, toPage } from '../http/page-cursor'
import { visibleUser } from '../profiles/view'
import { isEmail } from '../users/service'

const latestPerStudent = 3
const byJoining = keyset(classMembers.createdAt, users.id, 'asc')

type LatestSession = ClassStudent['latestSessions'][number]

export async function studentsPage(
  db: Database,
  input: { classId: string; limit: number; cursor: string | undefined },
): Promise<Page<ClassStudent>> {
  const rows = await db
    .select({ user: users, joinedAt: classMembers.createdAt })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(
      and(
        eq(classMembers.classId, input.classId),
        eq(classMembers.membership, 'student'),
        byJoining.after(input.cursor),
      ),
    )
    .orderBy(...byJoining.orderBy)
    .limit(input.limit + 1)
  const latest = await latestSessions(
    db,
    rows.slice(0, input.limit).map((row) => row.user.id),
  )
  return toPage(
    rows,
    input.limit,
    ({ user, joinedAt }) => ({
      // Teachers are classmates: they see protected fields (profiles/viewer.ts).
      user: visibleUser(user, true),
      username: user.email === null && !isEmail(user.username) ? user.username : null,
      joinedAt: joinedAt.toISOString(),
      latestSessions: latest.get(user.id) ?? [],
    }),
    (row) => [row.joinedAt, row.user.id],
  )
}

async function latestSessions(db: Database, userIds: string[]): Promise<Map<string, LatestSession[]>> {
  const byStudent = new Map<string, LatestSession[]>()
  if (userIds.length === 0) return byStudent
  const ranked = db
    .select({
      userId: sessionParticipants.userId,
      id: sessions.id,
      title: sql<string>`${sessions.script}->>'title'`.as('title'),
      status: sessions.status,
      updatedAt: sessions.updatedAt,
      rank: sql<number>`row_number() over (partition by ${sessionParticipants.userId} order by ${sessions.updatedAt} desc, ${sessions.id} desc)`.as(
        'rank',
      ),
    })
    .from(sessionParticipants)
    .innerJoin(sessions, eq(sessions.id, sessionParticipants.sessionId))
    .where(inArray(sessionParticipants.userId, userIds))
    .as('ranked')
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, latestPerStudent))
    .orderBy(ranked.userId, desc(ranked.updatedAt), desc(ranked.id))
  for (const row of rows) {
    const list = byStudent.get(row.userId) ?? []
    list.push({ id: row.id, title: row.title, status: row.status, updatedAt: row.updatedAt.toISOString() })
    byStudent.set(row.userId, list)
  }
  return byStudent
}
