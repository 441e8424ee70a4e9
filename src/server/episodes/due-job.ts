// Scheduled episodes become public by the clock alone (visibility.ts); this job, every minute, tells
// their followers and moves their channels' feeds. Run on every process: notify.ts makes sure each
// episode is claimed once.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Database } from '../db/database'
import { publishDueEpisodes } from './notify'

const everyMs = 60_000

export function scheduleDueEpisodes(app: FastifyInstance, db: Database, now: () => Date, log: FastifyBaseLogger): void {
  let running: Promise<void> = Promise.resolve()
  const run = () => {
    running = running.then(async () => {
      try {
        const count = await publishDueEpisodes(db, now())
        if (count > 0) log.info({ count }, 'Scheduled episodes published')
      } catch (error) {
        log.warn({ err: error }, 'Could not publish scheduled episodes')
      }
    })
  }
  run()
  const timer = setInterval(run, everyMs)
  timer.unref()
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await running
  })
}
