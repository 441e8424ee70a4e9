// Prints take upload figures over loopback with the app's uploader (tus-js-client, in Node) against
// the real server (`src/server/start.ts`) on a fresh DATA_DIR, storing files in its folder and then
// in an S3 bucket (the local s3rver): for each, the throughput of a 20 MiB take in
// one PATCH and in the app's pieces (takeUploadPieceBytes, 8 MiB) and the old 1 MiB ones, then, for a take aborted at about half, what a new
// Upload resuming from its URL sent, and how much of it the server already had. Figures only.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { Upload, type HttpRequest } from 'tus-js-client'
import type { SessionResponse } from '#contract/users'
import { takeUploadPath, takeUploadPieceBytes } from '#contract/takes'
import { clientId, scriptContentFixture } from '../api/support/factories'
import { audioBytes } from '../api/support/tus'
import { freePort } from '../support/free-port'
import { startLocalS3 } from '../support/s3-server'
import { startServer } from '../support/server-process'

const takeBytes = 20 * 2 ** 20
/** The app sends takes in PATCHes of at most this many bytes (src/app/takes/take-upload.ts). */
const appChunkBytes = takeUploadPieceBytes
/** What the app sent until 2026-12-06 (issue 36 point 4): below S3's 5 MiB part. */
const oldChunkBytes = 2 ** 20
const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(2)

async function postJson<T>(url: string, body: object, token?: string): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}

/** A member with a session of a one-line script, made through the API. */
async function makeMemberSession(base: string): Promise<{ token: string; sessionId: string; lineId: string }> {
  const member = { username: `bench${clientId()}`, password: 'bench-password' }
  const { token } = await postJson<SessionResponse>(`${base}/api/users/create`, member)
  const script = await postJson<{ id: string; lines: Array<{ id: string }> }>(
    `${base}/api/scripts`,
    { id: clientId(), ...scriptContentFixture({ lineCount: 1 }) },
    token,
  )
  const res = await fetch(`${base}/api/scripts/${script.id}/session`, { headers: { authorization: `Bearer ${token}` } })
  const session = (await res.json()) as { id: string }
  return { token, sessionId: session.id, lineId: script.lines[0]!.id }
}

interface UploadRun {
  upload: Upload
  done: Promise<void>
  /** Bytes of PATCH bodies the server accepted, and the offset of each PATCH sent. */
  accepted: () => number
  patchOffsets: number[]
}

interface UploadOptions {
  metadata?: Record<string, string>
  uploadUrl?: string
  chunkSize?: number
  onProgress?: (sent: number) => void
}

function runUpload(base: string, token: string, bytes: Uint8Array, options: UploadOptions): UploadRun {
  let accepted = 0
  const patchOffsets: number[] = []
  let upload!: Upload
  const done = new Promise<void>((resolve, reject) => {
    upload = new Upload(Buffer.from(bytes), {
      endpoint: `${base}${takeUploadPath}`,
      ...(options.uploadUrl ? { uploadUrl: options.uploadUrl } : {}),
      ...(options.chunkSize ? { chunkSize: options.chunkSize } : {}),
      headers: { authorization: `Bearer ${token}` },
      metadata: options.metadata ?? {},
      retryDelays: [],
      onBeforeRequest: (req: HttpRequest) => {
        if (req.getMethod() !== 'PATCH') return
        patchOffsets.push(Number(req.getHeader('Upload-Offset')))
      },
      onProgress: (sent) => options.onProgress?.(sent),
      onChunkComplete: (chunk) => {
        accepted += chunk
      },
      onSuccess: () => resolve(),
      onError: reject,
    })
  })
  upload.start()
  return { upload, done, accepted: () => accepted, patchOffsets }
}

/** The server's offset once it stops moving (the cut request may still be flushing). */
async function settledOffset(url: string, token: string): Promise<number> {
  let last = -1
  for (;;) {
    const res = await fetch(url, {
      method: 'HEAD',
      headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${token}` },
    })
    const offset = Number(res.headers.get('upload-offset'))
    if (offset === last) return offset
    last = offset
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

export async function measureUpload(): Promise<void> {
  // The same figures with files in DATA_DIR/blobs and in a bucket of the local S3 server (s3rver,
  // in this process: its disk writes and SigV4 checks share the two cores with the server).
  for (const store of ['folder', 's3'] as const) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-upload-'))
    const s3 = store === 's3' ? await startLocalS3('bench-upload') : null
    const server = await startServer({ port: await freePort(), dataDir, env: { DATABASE_URL: undefined, ...s3?.env } })
    try {
      await printUploadFigures(server.url, store === 's3' ? 'S3 store (local s3rver)' : 'folder store')
    } finally {
      await server.stop()
      await s3?.stop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
}

/** The figures against the server at `base` (its take uploads enabled). */
async function printUploadFigures(base: string, store: string): Promise<void> {
  const { token, sessionId, lineId } = await makeMemberSession(base)
  const metadata = () => ({ takeId: clientId(), sessionId, lineId, durationMs: '1200000', mime: 'audio/webm' })
  const bytes = audioBytes('audio/webm', takeBytes)

  const rates: number[] = []
  for (const chunkSize of [undefined, appChunkBytes, oldChunkBytes]) {
    const started = performance.now()
    await runUpload(base, token, bytes, { metadata: metadata(), chunkSize }).done
    const seconds = (performance.now() - started) / 1000
    const how = !chunkSize
      ? 'one PATCH'
      : `${mib(chunkSize)} MiB PATCHes${chunkSize === appChunkBytes ? ', as the app' : ', as the app did before'}`
    const rate = takeBytes / 2 ** 20 / seconds
    rates.push(rate)
    console.log(
      `take upload of ${mib(takeBytes)} MiB on loopback to the ${store} (${how}): ${rate.toFixed(1)} MiB/s, ${(seconds * 1000).toFixed(0)} ms until recorded`,
    )
  }
  console.log(`  the app's pieces / one PATCH: ${(rates[1]! / rates[0]!).toFixed(2)} (goal ≥ 0.8)`)

  let cutNow = () => {}
  const cut = new Promise<void>((resolve) => {
    cutNow = resolve
  })
  const first = runUpload(base, token, bytes, {
    metadata: metadata(),
    chunkSize: appChunkBytes,
    onProgress: (sent) => {
      if (sent >= takeBytes / 2) cutNow()
    },
  })
  // An aborted upload never settles `done`; an error (or a finish) before the cut does.
  await Promise.race([cut, first.done])
  await first.upload.abort()
  const uploadUrl = first.upload.url
  if (!uploadUrl) throw new Error('the upload had no URL when it was cut')
  const kept = await settledOffset(uploadUrl, token)

  const resumed = runUpload(base, token, bytes, { uploadUrl, chunkSize: appChunkBytes })
  await resumed.done
  const sent = resumed.accepted()
  const percent = ((kept / takeBytes) * 100).toFixed(0)
  // Progress counts bytes handed to the socket, so the server may hold less (or, by the time the
  // abort lands, more) than the client had reported at the cut.
  console.log(
    `${store}: upload aborted once tus-js-client reported 50% sent: the server had kept ${mib(kept)} MiB (${percent}%)`,
  )
  const from = resumed.patchOffsets[0]
  console.log(
    from === undefined
      ? `${store}: resumed by a new Upload from its URL: nothing left to send`
      : `${store}: resumed by a new Upload from its URL at offset ${mib(from)} MiB: sent ${mib(sent)} MiB; ` +
          `bytes the server had that were sent again: ${sent - (takeBytes - kept)}`,
  )
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await measureUpload()
