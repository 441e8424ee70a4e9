// Certificates (SPEC §2 `/certificate`, `/certificate/{certId}`; DESIGN.md "certificate"): issued by
// an administrator, or by a teacher for a student of their class or an attendee of their event, and
// signed by the server (Ed25519) when issued. The open page shows whether the stored certificate
// still matches its signature, and whether it was revoked.
import { z } from 'zod/mini'
import { endpoint } from './endpoint'
import { idParams, idString } from './ids'
import { page, pageQuery } from './pagination'

export const certificateLimits = { titleMax: 200, reasonMax: 500 } as const

export const certificateMessages = {
  unknownCertificate: 'This certificate does not exist.',
  titleRequired: 'Please enter a title.',
  forEventOrClass: 'A certificate is for one event or one class.',
  notYourStudent: 'You can issue certificates only to the students of your classes and the attendees of your events.',
  notIssuer: 'Only the issuer of this certificate can revoke it.',
  alreadyRevoked: 'This certificate has already been revoked.',
} as const

export const certificatePurpose = z.enum(['event', 'class', 'other'])

export const certificateSchema = z.object({
  id: z.string(),
  userId: z.string(),
  /** The recipient's name when it was issued. */
  recipientName: z.string(),
  title: z.string(),
  purpose: certificatePurpose,
  /** The event's title or the class's name it was earned in ('' for other). */
  purposeName: z.string(),
  issuerName: z.string(),
  issuedAt: z.string(),
  revokedAt: z.nullable(z.string()),
  revokedReason: z.nullable(z.string()),
})
export type Certificate = z.infer<typeof certificateSchema>

export const verificationSchema = z.object({
  /** The stored certificate matches the signature the server made when issuing it. */
  genuine: z.boolean(),
  revoked: z.boolean(),
  /** The signing key's id (its JWK thumbprint). */
  keyId: z.string(),
})

export const certificatesApi = {
  /** The open page: the certificate and the verdict of its signature. */
  get: endpoint({
    method: 'GET',
    path: '/api/certificates/:id',
    params: idParams,
    response: z.object({ certificate: certificateSchema, verification: verificationSchema }),
  }),
  mine: endpoint({ method: 'GET', path: '/api/certificates', query: pageQuery, response: page(certificateSchema) }),
  /** Certificates the teacher issued, newest first. */
  issued: endpoint({
    method: 'GET',
    path: '/api/certificates/issued',
    query: pageQuery,
    response: page(certificateSchema),
  }),
  issue: endpoint({
    method: 'POST',
    path: '/api/certificates',
    body: z.object({
      userId: idString(),
      title: z
        .string()
        .check(z.trim(), z.minLength(1, certificateMessages.titleRequired), z.maxLength(certificateLimits.titleMax)),
      eventId: z.optional(idString()),
      classId: z.optional(idString()),
    }),
    response: certificateSchema,
  }),
  revoke: endpoint({
    method: 'POST',
    path: '/api/certificates/:id/revoke',
    params: idParams,
    body: z.object({ reason: z._default(z.string().check(z.trim(), z.maxLength(certificateLimits.reasonMax)), '') }),
    response: certificateSchema,
  }),
}
/** An SVG QR code of the certificate's own page. */
export const certificateQrPath = (certId: string) => `/api/certificates/${encodeURIComponent(certId)}/qr.svg`
export const certificatePagePath = (certId: string) => `/certificate/${encodeURIComponent(certId)}`
