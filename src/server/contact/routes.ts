// POST /api/contact: open to visitors (a signed-in sender is recorded), 5 messages per 10 minutes per
// address. The desk's mails are drained on close before the shared mailer is closed (Fastify runs
// onClose hooks in reverse order, and password reset, which closes the mailer, registers first).
import type { FastifyInstance } from 'fastify'
import { contactApi } from '#contract/contact'
import type { FeatureContext } from '../feature-context'
import { route } from '../http/route'
import { createContactDesk } from './service'

export const contactRateLimit = { max: 5, timeWindow: 10 * 60 * 1000 } as const

export function registerContactRoutes(app: FastifyInstance, deps: FeatureContext): void {
  const desk = createContactDesk({
    db: deps.db,
    mailer: deps.mailer,
    contactTo: deps.settings.contactTo,
    now: deps.now,
    log: app.log,
  })
  app.addHook('onClose', () => desk.drain())

  route(
    app,
    contactApi.send,
    { access: 'optional', effect: 'sends-mail', rateLimit: contactRateLimit, summary: 'Contact Us' },
    async ({ body, auth }) => {
      await desk.receive(body, auth?.userId ?? null)
      return { received: true as const }
    },
  )
}
