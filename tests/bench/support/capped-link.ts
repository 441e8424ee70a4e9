// One weak access point in front of a server: a TCP relay whose upstream direction (devices to the
// server) carries at most `bytesPerSecond` in all, shared by turns between the connections that
// have bytes waiting, as a Wi-Fi link shares its air time. Answers come back unthrottled. Each
// connection's queue is bounded: a device sending faster than its share is paused, as TCP would.
import net from 'node:net'

export interface CappedLink {
  url: string
  /** Bytes sent upstream through the link so far (request lines, headers and bodies). */
  bytesUp(): number
  close(): Promise<void>
}

const tickMs = 10
const turnBytes = 1460
const queueLimitBytes = 64 * 1024

interface Flow {
  client: net.Socket
  upstream: net.Socket
  queue: Buffer[]
  queued: number
}

export async function startCappedLink(target: string, bytesPerSecond: number): Promise<CappedLink> {
  const to = new URL(target)
  const flows: Flow[] = []
  let sent = 0
  let turn = 0

  const server = net.createServer((client) => {
    const upstream = net.connect(Number(to.port), to.hostname)
    client.setNoDelay(true)
    upstream.setNoDelay(true)
    const flow: Flow = { client, upstream, queue: [], queued: 0 }
    flows.push(flow)
    const end = () => {
      client.destroy()
      upstream.destroy()
      const index = flows.indexOf(flow)
      if (index >= 0) flows.splice(index, 1)
    }
    client.on('data', (chunk) => {
      flow.queue.push(chunk)
      flow.queued += chunk.length
      if (flow.queued > queueLimitBytes) client.pause()
    })
    upstream.on('data', (chunk) => client.write(chunk))
    client.on('error', end)
    upstream.on('error', end)
    client.on('close', end)
    upstream.on('close', end)
  })

  // Every tick the link's budget goes round the flows with bytes waiting, a turn at a time.
  const budgetPerTick = (bytesPerSecond * tickMs) / 1000
  let carry = 0
  const ticker = setInterval(() => {
    let budget = budgetPerTick + carry
    for (;;) {
      const waiting = flows.filter((flow) => flow.queued > 0)
      if (waiting.length === 0 || budget < 1) break
      let progressed = false
      for (let index = 0; index < waiting.length && budget >= 1; index++) {
        const flow = waiting[(turn + index) % waiting.length]!
        const take = Math.min(turnBytes, Math.floor(budget), flow.queued)
        if (take === 0) continue
        const piece = takeFrom(flow, take)
        flow.upstream.write(piece)
        sent += piece.length
        budget -= piece.length
        progressed = true
        if (flow.queued <= queueLimitBytes / 2) flow.client.resume()
      }
      turn++
      if (!progressed) break
    }
    // An unspent budget does not pile up while the link is idle.
    carry = flows.some((flow) => flow.queued > 0) ? Math.min(budget, turnBytes) : 0
  }, tickMs)

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = new URL(target)
  url.hostname = '127.0.0.1'
  url.port = String((server.address() as net.AddressInfo).port)
  return {
    url: url.origin,
    bytesUp: () => sent,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(ticker)
        for (const flow of flows) {
          flow.client.destroy()
          flow.upstream.destroy()
        }
        server.close(() => resolve())
      }),
  }
}

function takeFrom(flow: Flow, bytes: number): Buffer {
  const pieces: Buffer[] = []
  let left = bytes
  while (left > 0) {
    const head = flow.queue[0]!
    if (head.length <= left) {
      pieces.push(head)
      flow.queue.shift()
      left -= head.length
    } else {
      pieces.push(head.subarray(0, left))
      flow.queue[0] = head.subarray(left)
      left = 0
    }
  }
  flow.queued -= bytes
  return Buffer.concat(pieces)
}
