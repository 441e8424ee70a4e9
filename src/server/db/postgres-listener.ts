// LISTEN on PostgreSQL needs a connection of its own that stays open (a pooled one is handed back
// between queries). When it drops, the listener hears `onInterrupted`, and we reconnect with a
// growing pause; `onResumed` follows once LISTEN is in place again. A connection a NAT or a
// partition cut silently sends no event, so it is probed every 30 s and counted lost when the
// probe fails or takes over 10 s.
import pg from 'pg'
import type { ChannelListener } from './database'

const firstRetryMs = 500
const longestRetryMs = 30_000
const probeEveryMs = 30_000
const probeTimeoutMs = 10_000

export async function listenOnPostgres(
  url: string,
  channel: string,
  listener: ChannelListener,
): Promise<{ close(): Promise<void>; settle(): Promise<void> }> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a plain channel name: ${channel}`)
  let client: pg.Client | null = null
  let closed = false
  let retryMs = firstRetryMs
  let retry: NodeJS.Timeout | null = null

  const connect = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString: url, keepAlive: true })
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) listener.onMessage(message.payload)
    })
    // Both can fire for one loss; lost() acts once per client.
    next.on('error', () => lost(next))
    next.on('end', () => lost(next))
    try {
      await next.connect()
      await next.query(`listen ${channel}`)
    } catch (error) {
      next.removeAllListeners('end')
      await next.end().catch(() => undefined)
      throw error
    }
    return next
  }

  const lost = (which: pg.Client) => {
    if (client !== which || closed) return
    client = null
    which.end().catch(() => undefined)
    listener.onInterrupted()
    schedule()
  }

  const schedule = () => {
    retry = setTimeout(() => {
      retry = null
      connect().then(
        (next) => {
          if (closed) return void next.end().catch(() => undefined)
          client = next
          retryMs = firstRetryMs
          listener.onResumed()
        },
        () => {
          if (closed) return
          retryMs = Math.min(retryMs * 2, longestRetryMs)
          schedule()
        },
      )
    }, retryMs)
    // Retrying never keeps a process alive by itself (a test that dropped its database, a server stopping).
    retry.unref()
  }

  const probe = setInterval(() => {
    const current = client
    if (!current) return
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('LISTEN connection probe timed out')), probeTimeoutMs)
    })
    Promise.race([current.query('select 1'), timeout]).then(
      () => clearTimeout(timer),
      () => {
        clearTimeout(timer)
        lost(current)
      },
    )
  }, probeEveryMs)
  probe.unref()

  // The first connection fails loudly, at start-up, like the pool's probe.
  client = await connect()
  return {
    // PostgreSQL signals listeners when a writer commits, before the writer hears back, and a
    // listening connection sends what it was signalled before it answers the next query: once this
    // answers, every change committed before it was sent has been heard.
    async settle() {
      if (!client) throw new Error('not listening')
      await client.query('select 1')
    },
    async close() {
      closed = true
      clearInterval(probe)
      if (retry) clearTimeout(retry)
      const last = client
      client = null
      await last?.end().catch(() => undefined)
    },
  }
}
