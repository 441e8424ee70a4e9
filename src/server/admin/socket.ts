// The embedded database (PGlite) can be opened by one process only. While the server runs on it,
// it answers admin commands on a Unix socket in DATA_DIR, so `npm run admin` works beside a
// running server. Only users who can open DATA_DIR can reach the socket (mode 0600).
import { chmod, rm } from 'node:fs/promises'
import http from 'node:http'
import path from 'node:path'
import { executeAdmin, type AdminContext } from './execute'
import type { AdminResult } from './parse-or-usage'

export const adminSocketPath = (dataDir: string) => path.join(dataDir, 'admin.sock')

export async function listenAdminSocket(dataDir: string, context: AdminContext): Promise<{ close(): Promise<void> }> {
  const socketPath = adminSocketPath(dataDir)
  await rm(socketPath, { force: true })
  const server = http.createServer((request, response) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (body += chunk))
    request.on('end', () => {
      answer(context, body).then(
        (result) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result)),
        (error: unknown) => response.writeHead(500).end(JSON.stringify({ code: 1, stdout: '', stderr: String(error) })),
      )
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(socketPath, resolve)
  })
  await chmod(socketPath, 0o600)
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
      }).then(() => rm(socketPath, { force: true })),
  }
}

async function answer(context: AdminContext, body: string): Promise<AdminResult> {
  const argv: unknown = JSON.parse(body)
  if (!Array.isArray(argv) || !argv.every((arg) => typeof arg === 'string')) {
    return { code: 2, stdout: '', stderr: 'The admin socket expects a JSON array of arguments.' }
  }
  return executeAdmin(context, argv, new Date())
}

/** Sends argv to a running server; `null` when no server answers on the socket. */
export async function sendToRunningServer(dataDir: string, argv: string[]): Promise<AdminResult | null> {
  const socketPath = adminSocketPath(dataDir)
  return new Promise((resolve) => {
    const request = http.request({ socketPath, method: 'POST', path: '/' }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve(JSON.parse(body) as AdminResult))
    })
    // ENOENT: no server; ECONNREFUSED: a socket file left by a server that was killed.
    request.on('error', () => resolve(null))
    request.end(JSON.stringify(argv))
  })
}
