import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface TakeAudioServer {
  url: string
  /** Requests seen, with their Authorization header. */
  seen: Array<{ path: string; authorization: string | undefined }>
  close(): Promise<void>
}

/** Serves `audio` for each take id given, 404 `{message}` for others: the shape of the real route. */
export async function startTakeAudioServer(audio: Record<string, Uint8Array>): Promise<TakeAudioServer> {
  const seen: TakeAudioServer['seen'] = []
  const server = createServer((request, response) => {
    seen.push({ path: request.url ?? '', authorization: request.headers.authorization })
    const id = /^\/api\/takes\/([^/]+)\/audio$/.exec(request.url ?? '')?.[1]
    const bytes = id ? audio[decodeURIComponent(id)] : undefined
    if (!bytes) {
      response
        .writeHead(404, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ message: 'This take does not exist.' }))
      return
    }
    response.writeHead(200, { 'Content-Type': 'audio/webm', 'Content-Length': bytes.length }).end(Buffer.from(bytes))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
