// A slow uplink in front of the test server, as a loopback TCP relay: what the browser sends goes
// on at `bytesPerSecond`, what the server answers comes back at once. It slows any engine alike
// (Chromium's network emulation is a DevTools command no other engine has).
import { connect, createServer, type AddressInfo, type Socket } from 'node:net'
import { setTimeout as delay } from 'node:timers/promises'

export interface SlowLink {
  /** Where the browser goes instead of the server: http://localhost:PORT. */
  url: string
  close(): Promise<void>
}

export async function startSlowLink(targetPort: number, bytesPerSecond: number): Promise<SlowLink> {
  const open = new Set<Socket>()
  const track = (socket: Socket) => {
    open.add(socket)
    socket.once('close', () => open.delete(socket))
    socket.on('error', () => socket.destroy())
  }
  // A tenth of a second's worth at a time, so the rate holds within each request.
  const slice = Math.max(1, Math.round(bytesPerSecond / 10))
  const relay = createServer((incoming) => {
    const outgoing = connect(targetPort, '127.0.0.1')
    track(incoming)
    track(outgoing)
    incoming.on('data', (chunk: Buffer) => {
      incoming.pause()
      void (async () => {
        for (let at = 0; at < chunk.length && !outgoing.destroyed; at += slice) {
          outgoing.write(chunk.subarray(at, at + slice))
          await delay((1000 * Math.min(slice, chunk.length - at)) / bytesPerSecond)
        }
        incoming.resume()
      })()
    })
    outgoing.pipe(incoming)
    incoming.once('close', () => outgoing.destroy())
    outgoing.once('close', () => incoming.destroy())
  })
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://localhost:${(relay.address() as AddressInfo).port}`,
    async close() {
      open.forEach((socket) => socket.destroy())
      await new Promise<void>((resolve) => relay.close(() => resolve()))
    },
  }
}
