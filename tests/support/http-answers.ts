// What a relay between a browser and the server sees of HTTP/1.1: each answer's status and size,
// matched to the request it answers (one connection answers in order, so the oldest one asked).
import type { Socket } from 'node:net'

export interface HttpAnswer {
  /** e.g. "GET /api/scripts", without the query. */
  request: string
  status: number
  /** What the server sent for it on the wire, headers and body. */
  bytes: number
  /** Whether the request asked for it conditionally (If-None-Match). */
  conditional: boolean
}

/** Watches one relayed connection; `onAnswer` hears of each answer once its status line arrives.
 *  Bytes are counted from one status line to the next, so an answer's figure includes its body. */
export function watchHttpAnswers(browser: Socket, server: Socket, onAnswer: (answer: HttpAnswer) => void): void {
  const asked: Array<{ request: string; conditional: boolean }> = []
  let current: HttpAnswer | null = null
  browser.on('data', (data: Buffer) => {
    const text = data.toString('latin1')
    for (const match of text.matchAll(
      /^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS) (\S+) HTTP\/1\.1\r\n([\s\S]*?)\r\n\r\n/gm,
    ))
      asked.push({
        request: `${match[1]} ${match[2]!.split('?')[0]}`,
        conditional: /^if-none-match:/im.test(match[3]!),
      })
  })
  server.on('data', (data: Buffer) => {
    const text = data.toString('latin1')
    let counted = 0
    for (const match of text.matchAll(/HTTP\/1\.1 (\d{3}) /g)) {
      if (current) current.bytes += match.index - counted
      counted = match.index
      const request = asked.shift() ?? { request: '(unknown)', conditional: false }
      current = { ...request, status: Number(match[1]), bytes: 0 }
      onAnswer(current)
    }
    if (current) current.bytes += data.length - counted
  })
}
