// Prints how a classroom's takes reach the server through one weak access point (issue 36 point 4):
// 30 devices, each sending its takes one after another as the app's upload queue does (tus, in the
// app's piece size), all through one link capped at 2 Mbit/s in all (support/capped-link.ts) to the
// real server (`src/server/start.ts`, files in its folder). Printed: the time until the last take is
// recorded against the link's ideal (the takes' bytes at the link's rate; goal within 1.25×), each
// device's time (goal: the slowest within 1.5× the median), and the bytes that crossed the link
// against the takes' bytes (goal: none sent twice). 10 takes of 80 KB a device (3 with BENCH_SHORT or
// CI). Figures only.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { Upload } from 'tus-js-client'
import type { SessionResponse } from '#contract/users'
import { takeUploadPath, takeUploadPieceBytes } from '#contract/takes'
import { clientId, scriptContentFixture } from '../api/support/factories'
import { audioBytes } from '../api/support/tus'
import { freePort } from '../support/free-port'
import { startServer } from '../support/server-process'
import { startCappedLink } from './support/capped-link'

const short = Boolean(process.env.BENCH_SHORT || process.env.CI)
const devices = 30
const takesPerDevice = short ? 3 : 10
/** About 7 s of speech in the app's Opus at 96 kbit/s. */
const takeBytes = 80 * 1024
const linkBytesPerSecond = 2_000_000 / 8

async function api<T>(url: string, body: object | null, token?: string): Promise<T> {
  const res = await fetch(url, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}

interface Device {
  token: string
  sessionId: string
  lineIds: string[]
}

async function makeDevice(base: string): Promise<Device> {
  const member = { username: `class${clientId()}`, password: 'bench-password' }
  const { token } = await api<SessionResponse>(`${base}/api/users/create`, member)
  const script = await api<{ id: string; lines: Array<{ id: string }> }>(
    `${base}/api/scripts`,
    { id: clientId(), ...scriptContentFixture({ lineCount: takesPerDevice }) },
    token,
  )
  const session = await api<{ id: string }>(`${base}/api/scripts/${script.id}/session`, null, token)
  return { token, sessionId: session.id, lineIds: script.lines.map((line) => line.id) }
}

/** One take through tus as the app sends it; resolves with the body bytes the server accepted. */
function sendTake(linkUrl: string, device: Device, lineId: string, bytes: Uint8Array): Promise<number> {
  let accepted = 0
  return new Promise((resolve, reject) => {
    const upload = new Upload(Buffer.from(bytes), {
      endpoint: `${linkUrl}${takeUploadPath}`,
      chunkSize: takeUploadPieceBytes,
      headers: { authorization: `Bearer ${device.token}` },
      metadata: { takeId: clientId(), sessionId: device.sessionId, lineId, durationMs: '7000', mime: 'audio/webm' },
      retryDelays: [],
      onChunkComplete: (chunk) => {
        accepted += chunk
      },
      onSuccess: () => resolve(accepted),
      onError: reject,
    })
    upload.start()
  })
}

export async function measureClassroomUploads(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-classroom-'))
  const server = await startServer({ port: await freePort(), dataDir, env: { DATABASE_URL: undefined } })
  const link = await startCappedLink(server.url, linkBytesPerSecond)
  try {
    const class30 = await Promise.all(Array.from({ length: devices }, () => makeDevice(server.url)))
    const bytes = audioBytes('audio/webm', takeBytes)
    const payload = devices * takesPerDevice * takeBytes
    const started = performance.now()
    const perDevice = await Promise.all(
      class30.map(async (device) => {
        let accepted = 0
        for (const lineId of device.lineIds) accepted += await sendTake(link.url, device, lineId, bytes)
        return { seconds: (performance.now() - started) / 1000, accepted }
      }),
    )
    const seconds = (performance.now() - started) / 1000
    const ideal = payload / linkBytesPerSecond
    const times = perDevice.map((device) => device.seconds).sort((a, b) => a - b)
    const median = (times[devices / 2 - 1]! + times[devices / 2]!) / 2
    const slowest = times[devices - 1]!
    const accepted = perDevice.reduce((sum, device) => sum + device.accepted, 0)
    const kb = (value: number) => `${(value / 1024).toFixed(0)} KB`
    console.log(
      `\nA class uploading through one link of 2 Mbit/s: ${devices} devices × ${takesPerDevice} takes of ${kb(takeBytes)} (${kb(payload)}), pieces of ${(takeUploadPieceBytes / 2 ** 20).toFixed(0)} MiB`,
    )
    console.log(
      `  all recorded in ${seconds.toFixed(1)} s; the link's ideal ${ideal.toFixed(1)} s: ${(seconds / ideal).toFixed(2)}× (goal ≤ 1.25×)`,
    )
    console.log(
      `  per device: fastest ${times[0]!.toFixed(1)} s, median ${median.toFixed(1)} s, slowest ${slowest.toFixed(1)} s: ${(slowest / median).toFixed(2)}× the median (goal ≤ 1.5×)`,
    )
    console.log(
      `  bytes: takes ${kb(payload)}, accepted by the server ${kb(accepted)} (${accepted === payload ? 'none twice' : `${kb(accepted - payload)} more`}), through the link ${kb(link.bytesUp())} (requests' headers included: ${((link.bytesUp() / payload - 1) * 100).toFixed(1)} % over the takes)`,
    )
  } finally {
    await link.close()
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await measureClassroomUploads()
