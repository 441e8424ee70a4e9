// The server closes its database only once every handler has finished, also those whose clients
// went away (their connection closes, so Fastify's close does not wait for them).
import { describe, expect, it } from 'vitest'
import { createInFlight } from '#server/http/in-flight'

describe('handlers in flight', () => {
  it('settles once the last running handler finishes, not before', async () => {
    const inFlight = createInFlight()
    let finish: () => void = () => undefined
    const work = inFlight.run(() => new Promise<string>((resolve) => (finish = () => resolve('answered'))))
    let settled = false
    const waiting = inFlight.settled(10_000).then(() => (settled = true))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(settled).toBe(false)
    finish()
    expect(await work).toBe('answered')
    await waiting
    expect(settled).toBe(true)
  })

  it('settles at once when nothing runs, and after the time-out when something never ends', async () => {
    const inFlight = createInFlight()
    await inFlight.settled(10_000)
    void inFlight.run(() => new Promise(() => undefined))
    const started = performance.now()
    await inFlight.settled(50)
    expect(performance.now() - started).toBeGreaterThanOrEqual(45)
  })

  it('counts a handler that failed as finished', async () => {
    const inFlight = createInFlight()
    await expect(inFlight.run(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused')
    await inFlight.settled(10_000)
  })
})
