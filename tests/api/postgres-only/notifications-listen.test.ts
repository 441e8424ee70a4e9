// PostgreSQL only: the poll's LISTEN connection can drop (a restart, a failover, an administrator).
// While it is down the poll answers from the table, so nothing another process writes meanwhile is
// missed; once it is back, the poll answers from memory again and hears other processes' writes.
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notifications } from '#server/db/schema'
import { notificationChannel, notifyEveryProcess } from '#server/notifications/announce'
import { bearer, clientId, makeSignedInUser } from '../support/factories'
import { eventually } from '../support/eventually'
import { startTestApp, type TestApp } from '../support/test-app'

type Member = Awaited<ReturnType<typeof makeSignedInUser>>

let t: TestApp

beforeAll(async () => {
  if (process.env.DATABASE_URL) t = await startTestApp({ contentDir: null })
})
afterAll(() => t?.close())

async function count(who: Member): Promise<number> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/notifications/new?after=1970-01-01T00:00:00.000Z',
    headers: bearer(who.token),
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ count: number }>().count
}

async function listenerPids(): Promise<number[]> {
  const result = await t.db.execute(
    sql`select pid from pg_stat_activity where datname = current_database() and query = ${`listen ${notificationChannel}`}`,
  )
  return (result as unknown as { rows: Array<{ pid: number }> }).rows.map((row) => row.pid)
}

/** A notification row written by "another process" that announces nothing (its message was lost). */
async function writeUnheard(userId: string): Promise<void> {
  await t.db
    .insert(notifications)
    .values({ userId, kind: 'class_joined', subjectId: clientId(), createdAt: t.clock.now() })
}

describe('when the LISTEN connection drops', () => {
  it('answers from the table until it is back, then from memory again', async () => {
    const me = await makeSignedInUser(t.app, t.db)
    expect(await count(me)).toBe(0)
    const [pid] = await listenerPids()
    expect(pid).toBeDefined()

    await t.db.execute(sql`select pg_terminate_backend(${pid})`)
    await writeUnheard(me.id)
    // Once the loss is noticed, the cache no longer answers: the table does.
    expect(
      await eventually(
        () => count(me),
        (n) => n === 1,
      ),
    ).toBe(1)

    // Reconnected (a new backend listens), and the cache starts empty.
    const pids = await eventually(listenerPids, (list) => list.length === 1 && list[0] !== pid)
    expect(pids).toHaveLength(1)
    expect(pids[0]).not.toBe(pid)
    await writeUnheard(me.id)
    expect(
      await eventually(
        () => count(me),
        (n) => n === 2,
      ),
    ).toBe(2)

    // Heard again: a write elsewhere is counted from its message, as before the loss.
    const [row] = await t.db
      .insert(notifications)
      .values({ userId: me.id, kind: 'class_joined', subjectId: clientId(), createdAt: t.clock.now() })
      .returning()
    await notifyEveryProcess(t.db, [{ userId: me.id, unread: [[row!.id, row!.createdAt.getTime()]] }])
    expect(
      await eventually(
        () => count(me),
        (n) => n === 3,
      ),
    ).toBe(3)
    // And a member it knows is answered from memory: a row it was not told of is not counted.
    await writeUnheard(me.id)
    expect(await count(me)).toBe(3)
    await t.db.update(notifications).set({ readAt: t.clock.now() }).where(eq(notifications.userId, me.id))
    await notifyEveryProcess(t.db, [{ userId: me.id }])
    expect(
      await eventually(
        () => count(me),
        (n) => n === 0,
      ),
    ).toBe(0)
  })
})
