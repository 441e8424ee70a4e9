// Handlers that are still running. Closing the server (Fastify's close) waits for open connections,
// but a client that gave up closes its connection while its handler goes on; closing the database
// under that handler would fail it ("Cannot use a pool after calling end"). route() and rawRoute()
// run every handler through `run`, and the server waits for `settled` before closing the database.
import type { FastifyInstance } from 'fastify'

export interface InFlight {
  run<T>(work: () => Promise<T>): Promise<T>
  /** Resolves once no handler runs, or after `timeoutMs` whatever still runs. */
  settled(timeoutMs: number): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    inFlight: InFlight
  }
}

export function createInFlight(): InFlight {
  let running = 0
  const waiting: Array<() => void> = []
  return {
    async run(work) {
      running += 1
      try {
        return await work()
      } finally {
        running -= 1
        if (running === 0) for (const wake of waiting.splice(0)) wake()
      }
    },
    settled(timeoutMs) {
      if (running === 0) return Promise.resolve()
      return new Promise((resolve) => {
        const timer = setTimeout(resolve, timeoutMs)
        waiting.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    },
  }
}

/** The app's tracker (buildApp makes it first, for every scope); an app built without buildApp, as
 *  some tests do, gets one on first use. */
export function inFlightOf(app: FastifyInstance): InFlight {
  if (!app.hasDecorator('inFlight')) app.decorate('inFlight', createInFlight())
  return app.inFlight
}
