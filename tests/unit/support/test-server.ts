// A small real HTTP server standing in for the API in client tests: each test says how it
// answers, and the server records what it was asked.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach } from 'vitest'

export interface SeenRequest {
  method: string
  path: string
  authorization: string | undefined
  body: unknown
}

export type Reply = { status: number; body?: unknown }
export type Answer = (request: SeenRequest) => Reply | Promise<Reply>

export interface TestServer {
  url: string
  seen: SeenRequest[]
  answer: (handler: Answer) => void
  close: () => Promise<void>
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  let text = ''
  for await (const chunk of request) text += String(chunk)
  return text ? JSON.parse(text) : undefined
}

export async function startTestServer(): Promise<TestServer> {
  let handler: Answer = () => ({ status: 404, body: { message: 'Not found.' } })
  const seen: SeenRequest[] = []
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const entry: SeenRequest = {
        method: request.method ?? 'GET',
        path: request.url ?? '/',
        authorization: request.headers.authorization,
        body: await readBody(request),
      }
      seen.push(entry)
      const reply = await handler(entry)
      if (reply.body === undefined) {
        response.writeHead(reply.status).end()
      } else {
        response.writeHead(reply.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(reply.body))
      }
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    answer: (next) => {
      handler = next
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** One server for a test file: started before its tests, closed after them, `seen` emptied before each. */
export function testServerForFile(): TestServer {
  let server: TestServer | undefined
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server?.close())
  beforeEach(() => {
    if (server) server.seen.length = 0
  })
  const started = () => {
    if (!server) throw new Error('The test server starts in beforeAll.')
    return server
  }
  return {
    get url() {
      return started().url
    },
    get seen() {
      return started().seen
    },
    answer: (handler) => started().answer(handler),
    close: () => started().close(),
  }
}

/** A server with one member and nothing else: sign-in, registration and refresh (the POSTs under
 *  /api/users/) answer `session`, every other call is not found, as an empty server's reads would
 *  be (a screen's read must not be handed a session for a list). */
export const sessionOnly =
  (session: unknown): Answer =>
  (request) =>
    request.method === 'POST' && request.path.startsWith('/api/users/')
      ? { status: 200, body: session }
      : { status: 404, body: { message: 'Not found.' } }
