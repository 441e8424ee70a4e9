// Runs only against PostgreSQL. A connection cut while a statement is on its way (a network drop, a
// proxy or load balancer restarting) leaves the statement maybe applied. The pool sends it again on a
// fresh connection when sending it twice cannot apply it twice: a read, or a write idempotent by its
// client id (an insert that does nothing on a conflict). Any other write is refused to its caller
// (a 503 the app's queue sends again) rather than risked twice. The cut is made by a TCP relay
// between the pool and the database, while the statement sleeps in the database.
import net from 'node:net'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openResilientPool } from '#server/db/resilient-pool'
import { clientId } from '../support/factories'

const databaseUrl = new URL(process.env.DATABASE_URL ?? 'postgres://missing')
const sockets = new Set<net.Socket>()
const relay = net.createServer((inbound) => {
  const outbound = net.connect(Number(databaseUrl.port), databaseUrl.hostname)
  for (const socket of [inbound, outbound]) {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => undefined)
  }
  inbound.pipe(outbound).pipe(inbound)
})
/** Cuts every connection through the relay, as a network drop would: no word from the database. */
const cutEveryConnection = () => {
  for (const socket of sockets) socket.destroy()
}

let admin: pg.Client
let pool: pg.Pool
beforeAll(async () => {
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve))
  const viaRelay = new URL(databaseUrl)
  viaRelay.hostname = '127.0.0.1'
  viaRelay.port = String((relay.address() as net.AddressInfo).port)
  pool = openResilientPool({ connectionString: viaRelay.toString(), max: 4 })
  admin = new pg.Client({ connectionString: databaseUrl.toString() })
  await admin.connect()
  await admin.query('create table if not exists cut_writes (id text primary key)')
})
afterAll(async () => {
  await admin.query('drop table if exists cut_writes')
  await admin.end()
  await pool.end()
  cutEveryConnection()
  await new Promise((resolve) => relay.close(resolve))
})

/** Sends `statement` (which sleeps 400 ms in the database) and cuts the connection 150 ms in. */
async function cutWhileRunning(statement: string, values: unknown[]) {
  const running = pool.query(statement, values)
  await new Promise((resolve) => setTimeout(resolve, 150))
  cutEveryConnection()
  return running
}

const rowsWithId = async (id: string) =>
  Number((await admin.query('select count(*) as n from cut_writes where id = $1', [id])).rows[0].n)

describe('a connection cut while a statement runs', () => {
  it('sends a read again on a fresh connection: the caller gets its answer', async () => {
    const result = (await cutWhileRunning('select 42 as answer from pg_sleep(0.4)', [])) as pg.QueryResult
    expect(result.rows).toEqual([{ answer: 42 }])
  })

  it('sends a write idempotent by its client id again: the caller gets its answer, the row is there once', async () => {
    for (let round = 0; round < 5; round++) {
      const id = clientId()
      await cutWhileRunning('insert into cut_writes (id) select $1 from pg_sleep(0.4) on conflict (id) do nothing', [
        id,
      ])
      expect(await rowsWithId(id)).toBe(1)
    }
  })

  it('refuses any other write to its caller rather than risk applying it twice, and the pool goes on', async () => {
    const id = clientId()
    await expect(cutWhileRunning('insert into cut_writes (id) select $1 from pg_sleep(0.4)', [id])).rejects.toThrow(
      /Connection terminated|ECONNRESET|terminated/,
    )
    expect(await rowsWithId(id)).toBeLessThanOrEqual(1)
    expect(((await pool.query('select 1 as one')) as pg.QueryResult).rows).toEqual([{ one: 1 }])
  })
})
