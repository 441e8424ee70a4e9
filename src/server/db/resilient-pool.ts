// PostgreSQL can end pooled connections behind the pool's back (a restart, a failover, an
// administrator). The pool learns of it only when each connection's last message arrives, so a
// statement sent in the meantime meets a dead connection. This pool sends such a statement once
// more, on a connection opened after the loss, when sending it twice cannot apply it twice: the
// server said it ended the session before the statement completed (SQLSTATE 57P0x: an autocommit
// statement was rolled back), the client was already broken (nothing was sent), or the statement
// only reads (`begin` included) or inserts what a conflict leaves alone (a write idempotent by its
// client id). Inside a transaction only its first statement is sent again.
// The server usually ends every connection at once, so after a loss each connection opened before
// it is replaced before its next use.
import pg from 'pg'

const endedByServer = new Set(['57P01', '57P02', '57P03'])
const lostConnection = new Set(['ECONNRESET', 'EPIPE'])
const readsOnly = /^\s*(select|begin|show)\b/i
// A write idempotent by its client id: an insert that does nothing when the row is there. Sent twice,
// the second finds the first's row, as the app's queue sending it again would (decision 083).
const idempotentInsert = /^\s*insert\b[\s\S]*\bon conflict\b[\s\S]*\bdo nothing\b/i

type Loss = 'not-applied' | 'maybe-applied'

function lossOf(error: unknown): Loss | undefined {
  if (!(error instanceof Error)) return undefined
  const code = 'code' in error && typeof error.code === 'string' ? error.code : ''
  if (endedByServer.has(code) || error.message.includes('not queryable')) return 'not-applied'
  if (lostConnection.has(code) || error.message.startsWith('Connection terminated')) return 'maybe-applied'
  return undefined
}

function statementText(args: unknown[]): string {
  const [first] = args
  if (typeof first === 'string') return first
  if (typeof first === 'object' && first !== null && 'text' in first && typeof first.text === 'string')
    return first.text
  return ''
}

function canSendAgain(error: unknown, args: unknown[]): boolean {
  const loss = lossOf(error)
  if (loss !== 'maybe-applied') return loss === 'not-applied'
  const text = statementText(args)
  return readsOnly.test(text) || idempotentInsert.test(text)
}

const queryOn = (client: pg.PoolClient, args: unknown[]): Promise<unknown> => Reflect.apply(client.query, client, args)

/** What a wrapper passes through: the wrapped object's member, a method bound to it. */
function memberOf(target: object, property: string | symbol): unknown {
  const value: unknown = Reflect.get(target, property)
  return typeof value === 'function' ? value.bind(target) : value
}

export function openResilientPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config)
  // A connection's generation is the number of losses seen before it was opened.
  const generationOf = new WeakMap<pg.PoolClient, number>()
  let generation = 0
  pool.on('connect', (client) => generationOf.set(client, generation))
  const noteLoss = (client: pg.PoolClient) => {
    if (generationOf.get(client) === generation) generation += 1
  }

  async function acquire(): Promise<pg.PoolClient> {
    for (;;) {
      const client = await pool.connect()
      if ((generationOf.get(client) ?? generation) >= generation) return client
      client.release(true)
    }
  }

  /** A checked-out connection whose first statement is sent again on a fresh one when it met a dead one. */
  async function connect(): Promise<pg.PoolClient> {
    let client = await acquire()
    let first = true
    // Set while no connection is held: the dead one given back, a fresh one not (yet) had, as when
    // the database is still away. The caller's release then has nothing left to give back.
    let released = false
    // Between statements a checked-out connection that breaks emits 'error': heard here, it would
    // otherwise end the process.
    const onError = () => noteLoss(client)
    client.on('error', onError)
    const swap = async (error: unknown) => {
      client.off('error', onError)
      noteLoss(client)
      client.release(error instanceof Error ? error : true)
      released = true
      client = await acquire()
      released = false
      client.on('error', onError)
    }
    const query = async (...args: unknown[]) => {
      if (!first) return queryOn(client, args)
      first = false
      try {
        return await queryOn(client, args)
      } catch (error) {
        if (!canSendAgain(error, args)) throw error
        await swap(error)
        return queryOn(client, args)
      }
    }
    const release = (error?: Error | boolean) => {
      if (released) return
      client.off('error', onError)
      if (lossOf(error)) noteLoss(client)
      client.release(error)
    }
    return new Proxy(client, {
      get(_target, property) {
        if (property === 'query') return query
        if (property === 'release') return release
        return memberOf(client, property)
      },
    })
  }

  async function query(...args: unknown[]): Promise<unknown> {
    const client = await connect()
    try {
      const result = await queryOn(client, args)
      client.release()
      return result
    } catch (error) {
      client.release(lossOf(error) && error instanceof Error ? error : undefined)
      throw error
    }
  }

  return new Proxy(pool, {
    get(target, property) {
      if (property === 'connect') return connect
      if (property === 'query') return query
      return memberOf(target, property)
    },
  })
}
