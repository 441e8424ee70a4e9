// The network between the browser and the server, as a loopback TCP relay the test can cut: a
// classroom's Wi-Fi dropping. Cut, every open connection is destroyed and new ones are refused at
// once, so the browser sees what it sees offline (its own offline switch exists in no WebDriver
// protocol common to the three engines, and Chromium's does not reach the service worker).
import { createServer, connect, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import { watchHttpAnswers, type HttpAnswer } from '#tests/support/http-answers'

export interface NetworkSwitch {
  /** Where the browser goes: http://localhost:PORT. */
  url: string
  cut(): void
  restore(): void
  /** Every answer the server sent through it, oldest first (a test may empty it). */
  answers: HttpAnswer[]
  close(): Promise<void>
}

export async function startNetworkSwitch(targetPort: number): Promise<NetworkSwitch> {
  const open = new Set<Socket>()
  let isCut = false
  const answers: HttpAnswer[] = []
  const track = (socket: Socket) => {
    open.add(socket)
    socket.once('close', () => open.delete(socket))
    socket.on('error', () => socket.destroy())
  }
  const relay = createServer((incoming) => {
    if (isCut) return void incoming.destroy()
    const outgoing = connect(targetPort, '127.0.0.1')
    track(incoming)
    track(outgoing)
    incoming.pipe(outgoing).pipe(incoming)
    watchHttpAnswers(incoming, outgoing, (answer) => answers.push(answer))
    incoming.once('close', () => outgoing.destroy())
    outgoing.once('close', () => incoming.destroy())
  })
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve))
  const { port } = relay.address() as AddressInfo
  return {
    url: `http://localhost:${port}`,
    cut() {
      isCut = true
      open.forEach((socket) => socket.destroy())
    },
    restore() {
      isCut = false
    },
    answers,
    async close() {
      open.forEach((socket) => socket.destroy())
      await new Promise<void>((resolve) => relay.close(() => resolve()))
    },
  }
}
