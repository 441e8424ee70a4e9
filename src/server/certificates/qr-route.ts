// GET /api/certificates/:id/qr.svg: a QR code of the certificate page's absolute address, for the
// printed certificate, so a reader of the paper can open the verdict. The origin is the one the
// request came to (as feeds do), so the code works behind any host name the site is reached by.
import type { FastifyInstance } from 'fastify'
import QRCode from 'qrcode'
import { certificateMessages, certificatePagePath } from '#contract/certificates'
import { siteOf } from '../channels/site'
import type { Database } from '../db/database'
import { HttpError } from '../http/errors'
import { rawRoute } from '../http/route'
import { requireCertificate } from './service'

export function registerCertificateQrRoute(app: FastifyInstance, db: Database): void {
  rawRoute(
    app,
    { method: 'GET', url: '/api/certificates/:id/qr.svg', access: 'public' },
    async ({ params, request, reply }) => {
      const id = params.id ?? ''
      if (id.length < 1 || id.length > 64) throw new HttpError(404, certificateMessages.unknownCertificate)
      await requireCertificate(db, id)
      const svg = await qrSvgOf(`${siteOf(request).origin}${certificatePagePath(id)}`)
      // The address depends on the host asked, so shared caches keep one copy per host.
      return reply
        .headers({
          'content-type': 'image/svg+xml; charset=utf-8',
          'cache-control': 'public, max-age=86400',
          vary: 'host',
        })
        .send(svg)
    },
  )
}

/** The QR code of `url` as an SVG document. */
export function qrSvgOf(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' })
}
