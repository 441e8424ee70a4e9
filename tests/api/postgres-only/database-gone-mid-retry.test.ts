// Runs only against PostgreSQL. The pool sends a statement that met a dead connection once more on
// a fresh one; when the database is still away at that moment (a restart: the old connections are
// cut, new ones refused), the caller must get the connection failure, which the server answers 503,
// never a failure of the pool's own bookkeeping (a second release of the dead connection, a 500).
// A TCP relay between the pool and PostgreSQL cuts and refuses connections on cue.
import net from 'node:net'
import type pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { openResilientPool } from '#server/db/resilient-pool'
import { freePort } from '#tests/support/free-port'

interface Relay {
  port: number
  /** Cuts each open connection as soon as the pool next sends on it, and refuses new ones. */
  goAway(): Promise<void>
  comeBack(): Promise<void>
  close(): Promise<void>
}

async function startRelay(target: URL): Promise<Relay> {
  const port = await freePort()
  const sockets = new Set<net.Socket>()
  let away = false
  const relayConnection = (incoming: net.Socket) => {
    const outgoing = net.connect(Number(target.port || 5432), target.hostname)
    sockets.add(incoming).add(outgoing)
    incoming.on('data', (chunk) => {
      if (away) {
        incoming.destroy()
        outgoing.destroy()
      } else outgoing.write(chunk)
    })
    outgoing.on('data', (chunk) => incoming.write(chunk))
    for (const socket of [incoming, outgoing]) {
      socket.on('error', () => undefined)
      socket.on('close', () => {
        sockets.delete(socket)
        incoming.destroy()
        outgoing.destroy()
      })
    }
  }
  let server: net.Server
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer(relayConnection)
      server.listen(port, '127.0.0.1', resolve)
    })
  // Stops accepting at once; the connections already open stay until cut.
  const stopListening = () => server.close()
  await listen()
  return {
    port,
    goAway() {
      away = true
      stopListening()
      return Promise.resolve()
    },
    comeBack() {
      away = false
      return listen()
    },
    close() {
      for (const socket of sockets) socket.destroy()
      if (server.listening) stopListening()
      return Promise.resolve()
    },
  }
}

let relay: Relay
let pool: pg.Pool
beforeAll(async () => {
  const target = new URL(process.env.DATABASE_URL ?? '')
  relay = await startRelay(target)
  const viaRelay = new URL(target)
  viaRelay.hostname = '127.0.0.1'
  viaRelay.port = String(relay.port)
  pool = openResilientPool({ connectionString: viaRelay.toString(), max: 4 })
})
afterAll(async () => {
  await pool.end()
  await relay.close()
})

it('gives the connection failure, not a double release, when the database is still away for the second try', async () => {
  await Promise.all([pool.query('select 1'), pool.query('select 2'), pool.query('select 3')])
  await relay.goAway()

  const failures = await Promise.all(
    ['select 1', 'select 2', 'select 3'].map((statement) =>
      pool.query(statement).then(
        () => 'answered',
        (error: unknown) =>
          error instanceof Error ? `${'code' in error ? String(error.code) : ''} ${error.message}` : '',
      ),
    ),
  )
  for (const failure of failures) expect(failure).toMatch(/^ECONNREFUSED /)

  await relay.comeBack()
  const { rows } = await pool.query<{ answer: number }>('select 42 as answer')
  expect(rows).toEqual([{ answer: 42 }])
})
