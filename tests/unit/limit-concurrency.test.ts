// The queue password hashes wait in (decision 099): never more than the limit at once, first come
// first served, every call answered, and a failure neither lost nor holding its slot.
import { describe, expect, it } from 'vitest'
import { limitConcurrency } from '#server/auth/limit-concurrency'

const tick = () => new Promise((resolve) => setTimeout(resolve, 1))

describe('limitConcurrency', () => {
  it('runs at most the limit at once, in the order the calls came, and answers each', async () => {
    const limited = limitConcurrency(2)
    let running = 0
    let most = 0
    const started: number[] = []
    const results = await Promise.all(
      Array.from({ length: 9 }, (_, index) =>
        limited(async () => {
          started.push(index)
          running++
          most = Math.max(most, running)
          await tick()
          running--
          return index * 10
        }),
      ),
    )
    expect(most).toBe(2)
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8])
    expect(results).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80])
  })

  it('passes a failure to its caller and frees its slot for the next', async () => {
    const limited = limitConcurrency(1)
    const failing = limited(async () => {
      await tick()
      throw new Error('bad hash')
    })
    const next = limited(async () => 'verified')
    await expect(failing).rejects.toThrow('bad hash')
    await expect(next).resolves.toBe('verified')
    await expect(limited(async () => 'and after')).resolves.toBe('and after')
  })
})
