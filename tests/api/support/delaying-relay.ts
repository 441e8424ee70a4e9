// A TCP relay in front of PostgreSQL that holds every byte the database sends for `delayMs`, in
// order: a server connected through it hears notifications late, as one far from its database does.
import net from 'node:net'

export interface DelayingRelay {
  /** `url` with the relay's host and port. */
  url: string
  close(): Promise<void>
}

export async function startDelayingRelay(url: string, delayMs: number): Promise<DelayingRelay> {
  const target = new URL(url)
  const sockets = new Set<net.Socket>()
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname)
    for (const socket of [client, upstream]) {
      socket.setNoDelay(true)
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => (client.destroy(), upstream.destroy()))
    }
    client.pipe(upstream)
    upstream.on('data', (chunk) => setTimeout(() => client.write(chunk), delayMs))
    upstream.on('end', () => setTimeout(() => client.end(), delayMs))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const relayed = new URL(url)
  relayed.hostname = '127.0.0.1'
  relayed.port = String((server.address() as net.AddressInfo).port)
  return {
    url: relayed.toString(),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
