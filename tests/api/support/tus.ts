// Raw tus 1.0 requests over real HTTP (fetch and node:http), so tests see exactly which bytes go
// over the wire, plus small audio byte fixtures (right magic bytes, then filler).
import { request } from 'node:http'
import type { TakeUploadMetadata } from '#contract/takes'

const tus = { 'tus-resumable': '1.0.0' }

export function encodeMetadata(metadata: Record<string, string | number>): string {
  return Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(String(value)).toString('base64')}`)
    .join(',')
}

export async function createUpload(
  base: string,
  token: string | null,
  metadata: Partial<Record<keyof TakeUploadMetadata, string | number>>,
  length: number,
): Promise<Response> {
  return fetch(`${base}/api/uploads/takes`, {
    method: 'POST',
    headers: {
      ...tus,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'upload-length': String(length),
      'upload-metadata': encodeMetadata(metadata),
    },
  })
}

export async function patchUpload(
  url: string,
  token: string,
  offset: number,
  bytes: Uint8Array<ArrayBuffer>,
): Promise<Response> {
  return fetch(url, {
    method: 'PATCH',
    headers: {
      ...tus,
      authorization: `Bearer ${token}`,
      'content-type': 'application/offset+octet-stream',
      'upload-offset': String(offset),
    },
    body: bytes,
  })
}

export async function uploadOffset(
  url: string,
  token: string,
): Promise<{ status: number; offset: number; length: number }> {
  const res = await fetch(url, { method: 'HEAD', headers: { ...tus, authorization: `Bearer ${token}` } })
  return {
    status: res.status,
    offset: Number(res.headers.get('upload-offset')),
    length: Number(res.headers.get('upload-length')),
  }
}

/** A PATCH announcing all of `bytes` that sends only the first `sent` of them; once `received()`
 *  (what the server has stored) reaches `sent`, the connection drops. */
export async function interruptedPatch(
  url: string,
  token: string,
  offset: number,
  bytes: Uint8Array,
  sent: number,
  received: () => Promise<number>,
): Promise<void> {
  const req = request(url, {
    method: 'PATCH',
    headers: {
      ...tus,
      authorization: `Bearer ${token}`,
      'content-type': 'application/offset+octet-stream',
      'upload-offset': String(offset),
      'content-length': String(bytes.length),
    },
  })
  const closed = new Promise<void>((resolve) => {
    req.on('error', () => resolve())
    req.on('close', () => resolve())
  })
  req.write(bytes.subarray(0, sent))
  const deadline = Date.now() + 10_000
  while ((await received()) < sent && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
  req.destroy()
  await closed
}

const magic = {
  'audio/webm': Buffer.from([0x1a, 0x45, 0xdf, 0xa3]),
  'audio/ogg': Buffer.from('OggS'),
  'audio/mp4': Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypM4A ')]),
}

/** `size` bytes that start like the container of `mime`; the rest counts up (so slices are checkable). */
export function audioBytes(mime: keyof typeof magic, size: number): Uint8Array<ArrayBuffer> {
  const bytes = Buffer.alloc(size)
  for (let i = 0; i < size; i++) bytes[i] = i % 251
  magic[mime].copy(bytes, 0)
  return new Uint8Array(bytes)
}

/** Uploads a whole take in one PATCH and returns the final answer (204 when the take is recorded). */
export async function uploadTake(
  base: string,
  token: string,
  metadata: Partial<Record<keyof TakeUploadMetadata, string | number>>,
  bytes: Uint8Array<ArrayBuffer>,
): Promise<Response> {
  const created = await createUpload(base, token, metadata, bytes.length)
  if (created.status !== 201) throw new Error(`upload create failed: ${created.status} ${await created.text()}`)
  return patchUpload(new URL(created.headers.get('location')!, base).toString(), token, 0, bytes)
}
