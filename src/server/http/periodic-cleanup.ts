// A housekeeping job run once at start (without delaying it) and then every six hours, its timer
// stopped and its first run awaited when the app closes. A failed run is logged and tried again
// at the next interval.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'

const cleanupEveryMs = 6 * 60 * 60 * 1000

export interface PeriodicCleanup {
  /** Does the work; returns what to log when something was removed, else null. */
  run: () => Promise<{ removed: Record<string, number>; message: string } | null>
  /** Logged with the error when a run fails. */
  failure: string
}

export function schedulePeriodicCleanup(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  { run, failure }: PeriodicCleanup,
): void {
  const cleanUp = async () => {
    try {
      const done = await run()
      if (done) log.info(done.removed, done.message)
    } catch (error) {
      log.warn({ err: error }, failure)
    }
  }
  const first = cleanUp()
  const timer = setInterval(() => void cleanUp(), cleanupEveryMs)
  timer.unref()
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await first
  })
}
