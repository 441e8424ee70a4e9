// Builds multipart/form-data bodies for POST /api/users/profile by hand, so tests control every
// byte (bad boundaries, cut-off bodies) as well as ordinary forms.
import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { bearer } from './factories'

export type FormPart =
  { name: string; value: string } | { name: string; file: Buffer; filename?: string; type?: string }

export function multipartBody(parts: FormPart[]): { body: Buffer; contentType: string } {
  const boundary = `----test${randomBytes(8).toString('hex')}`
  const chunks: Buffer[] = []
  for (const part of parts) {
    const head =
      'file' in part
        ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename ?? 'blob'}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n`
        : `Content-Disposition: form-data; name="${part.name}"\r\n`
    chunks.push(
      Buffer.from(`--${boundary}\r\n${head}\r\n`),
      'file' in part ? part.file : Buffer.from(part.value),
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` }
}

export function postProfile(app: FastifyInstance, token: string | null, parts: FormPart[]) {
  const { body, contentType } = multipartBody(parts)
  return app.inject({
    method: 'POST',
    url: '/api/users/profile',
    headers: { ...(token ? bearer(token) : {}), 'content-type': contentType },
    payload: body,
  })
}

export const fields = (values: Record<string, string>): FormPart[] =>
  Object.entries(values).map(([name, value]) => ({ name, value }))

/** A camera-like JPEG carrying GPS coordinates in its EXIF block. */
export function jpegWithLocation(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Location 1' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '41/1 17/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '174/1 46/1 0/1' },
    })
    .toBuffer()
}

export const pngImage = (width = 64, height = 64) =>
  sharp({ create: { width, height, channels: 4, background: '#00bfff' } })
    .png()
    .toBuffer()

/** Bytes that start like a WebM file (EBML header), as the recorder makes. */
export const webmAudio = (size = 2048) => Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), randomBytes(size - 4)])
