// Certificates: the open page's read (with its verdict), a member's own, a teacher's issued ones,
// issuing and revoking, and the QR code of a certificate's page (qr-route.ts).
import type { FastifyInstance } from 'fastify'
import { certificateMessages, certificatesApi } from '#contract/certificates'
import type { FeatureContext } from '../feature-context'
import { HttpError } from '../http/errors'
import { route } from '../http/route'
import { perMemberPerMinute } from '../http/rate-limits'
import { requireIssuer, teacherPurpose } from './access'
import { nameOnCertificate } from './purpose'
import { registerCertificateQrRoute } from './qr-route'
import { certificatePage } from './queries'
import { issueCertificate, requireCertificate, revokeCertificate, viewCertificate } from './service'
import { rememberPublicKey, resolveSigningKey } from './signing-key'
import { toCertificate } from './view'

/** CERTIFICATE_SIGNING_KEY signs; unset, a key generated once is kept in the data folder, or in the
 *  database where other processes serve it too (PostgreSQL). */
export async function registerCertificateRoutes(
  app: FastifyInstance,
  { db, now, rateLimits, settings, dataDir, sharedDatabase }: FeatureContext,
): Promise<void> {
  const key = await resolveSigningKey(settings.certificateSigningKey, dataDir, sharedDatabase ? db : null)
  await rememberPublicKey(db, key)

  route(app, certificatesApi.get, { access: 'public' }, async ({ params }) => viewCertificate(db, params.id))

  route(app, certificatesApi.mine, { access: 'signed-in' }, async ({ query, auth }) => {
    const page = await certificatePage(db, auth.userId, 'recipient', query)
    return { items: page.items.map(toCertificate), nextCursor: page.nextCursor }
  })

  route(app, certificatesApi.issued, { access: 'teacher' }, async ({ query, auth }) => {
    const page = await certificatePage(db, auth.userId, 'issuer', query)
    return { items: page.items.map(toCertificate), nextCursor: page.nextCursor }
  })

  route(
    app,
    certificatesApi.issue,
    {
      access: 'teacher',
      effect: 'creates',
      rateLimit: perMemberPerMinute('certificates', rateLimits.createPerMinute),
      status: 201,
    },
    async ({ body, auth }) => {
      const purpose = await teacherPurpose(db, auth.userId, body.userId, body)
      const recipientName = await nameOnCertificate(db, body.userId)
      const issuerName = await nameOnCertificate(db, auth.userId)
      // The recipient passed teacherPurpose, so both exist unless removed this instant.
      if (recipientName === null || issuerName === null) throw new HttpError(403, certificateMessages.notYourStudent)
      const row = await issueCertificate(
        db,
        key,
        { userId: body.userId, recipientName, title: body.title, purpose, issuerId: auth.userId, issuerName },
        now(),
      )
      return toCertificate(row)
    },
  )

  route(app, certificatesApi.revoke, { access: 'teacher', effect: 'changes' }, async ({ params, body, auth }) => {
    const row = await requireCertificate(db, params.id)
    requireIssuer(row, auth.userId)
    return toCertificate(await revokeCertificate(db, row, body.reason, now()))
  })

  registerCertificateQrRoute(app, db)
}
