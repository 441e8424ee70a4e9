// The read cache (decision 101): a read is kept until a row it was made from changes, a read whose
// rows changed while it was made is never kept, nothing is kept or answered while changes may go
// unheard, and a request never answers from memory before every change committed before it arrived
// has been heard.
import { describe, expect, it } from 'vitest'
import { ReadCache, type Loaded } from '#server/read-cache/read-cache'

/** A load that counts its calls and answers `value` made from `keys`. */
function counted<T>(value: T, keys: string[], validUntil?: number) {
  const load = async (): Promise<Loaded<T>> => {
    load.calls++
    return { value, keys, ...(validUntil === undefined ? {} : { validUntil }) }
  }
  load.calls = 0
  return load
}

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: Error) => void
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

describe('ReadCache', () => {
  it('answers a kept read from memory until a row it was made from changes', async () => {
    const cache = new ReadCache({ maxEntries: 10 })
    const script = counted('script v1', ['script:a', 'user:owner'])
    const other = counted('other', ['script:b'])
    await cache.read('script:a:me', script)
    await cache.read('script:b:me', other)
    expect(await cache.read('script:a:me', script)).toBe('script v1')
    expect(script.calls).toBe(1)

    cache.changed(['user:owner'])
    await cache.read('script:a:me', script)
    await cache.read('script:b:me', other)
    expect(script.calls).toBe(2)
    expect(other.calls).toBe(1)
  })

  it('answers but never keeps a read whose rows changed while it was being made', async () => {
    const cache = new ReadCache({ maxEntries: 10 })
    const gate = deferred<void>()
    let calls = 0
    const load = async (): Promise<Loaded<string>> => {
      calls++
      if (calls === 1) await gate.promise
      return { value: `read ${calls}`, keys: ['session:s'] }
    }
    const first = cache.read('session:s:me', load)
    await Promise.resolve()
    cache.changed(['session:s'])
    gate.resolve()
    expect(await first).toBe('read 1')
    expect(await cache.read('session:s:me', load)).toBe('read 2')
    expect(await cache.read('session:s:me', load)).toBe('read 2')
    expect(calls).toBe(2)
  })

  it('keeps nothing while changes may go unheard, and starts empty when heard again', async () => {
    const cache = new ReadCache({ maxEntries: 10 })
    const load = counted('value', ['script:a'])
    await cache.read('x', load)
    cache.suspend()
    expect(cache.size).toBe(0)
    await cache.read('x', load)
    await cache.read('x', load)
    expect(load.calls).toBe(3)
    cache.resume()
    await cache.read('x', load)
    await cache.read('x', load)
    expect(load.calls).toBe(4)
  })

  it('does not keep a read made across a suspension, even once resumed', async () => {
    const cache = new ReadCache({ maxEntries: 10 })
    const gate = deferred<void>()
    const load = async (): Promise<Loaded<string>> => {
      await gate.promise
      return { value: 'made before the loss', keys: ['script:a'] }
    }
    const read = cache.read('x', load)
    await Promise.resolve()
    cache.suspend()
    cache.resume()
    gate.resolve()
    await read
    expect(cache.size).toBe(0)
  })

  it('reads again once a kept value is past its validity (a subscription ending)', async () => {
    let now = 1_000
    const cache = new ReadCache({ maxEntries: 10, now: () => now })
    const load = counted(['read_free_script'], ['user:me'], 2_000)
    await cache.read('access', load)
    now = 1_999
    await cache.read('access', load)
    expect(load.calls).toBe(1)
    now = 2_000
    await cache.read('access', load)
    expect(load.calls).toBe(2)
  })

  it('keeps at most maxEntries, dropping the one read longest ago', async () => {
    const cache = new ReadCache({ maxEntries: 2 })
    const a = counted('a', ['k:a'])
    const b = counted('b', ['k:b'])
    const c = counted('c', ['k:c'])
    await cache.read('a', a)
    await cache.read('b', b)
    await cache.read('a', a)
    await cache.read('c', c)
    expect(cache.size).toBe(2)
    await cache.read('a', a)
    await cache.read('b', b)
    expect([a.calls, b.calls, c.calls]).toEqual([1, 2, 1])
  })

  it('waits for a settle round trip sent after the request arrived, sharing it with others', async () => {
    const trips: Array<ReturnType<typeof deferred<void>>> = []
    const cache = new ReadCache({
      maxEntries: 10,
      settle: () => {
        const trip = deferred<void>()
        trips.push(trip)
        return trip.promise
      },
    })
    const load = counted('value', ['script:a'])
    const early = cache.read('x', load)
    expect(trips).toHaveLength(1)
    // Two requests arrive while the first round trip is under way: it may have left before a change
    // they must hear, so both wait for one more, sent when it returns.
    const late = [cache.read('x', load), cache.read('x', load)]
    expect(trips).toHaveLength(1)
    trips[0]!.resolve()
    await early
    await Promise.resolve()
    expect(trips).toHaveLength(2)
    trips[1]!.resolve()
    expect(await Promise.all(late)).toEqual(['value', 'value'])
    expect(trips).toHaveLength(2)
    expect(load.calls).toBe(1)
  })

  it('answers from the table, keeping nothing, when a settle round trip fails', async () => {
    const cache = new ReadCache({ maxEntries: 10, settle: () => Promise.reject(new Error('not listening')) })
    const load = counted('value', ['script:a'])
    expect(await cache.read('x', load)).toBe('value')
    expect(await cache.read('x', load)).toBe('value')
    expect(load.calls).toBe(2)
    expect(cache.size).toBe(0)
  })
})
