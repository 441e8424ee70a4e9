// The service worker's conditional JSON reads (sw/revalidated-reads.ts): the plugin run by the
// strategy it is registered with (NetworkOnly, keeping the answers itself), against a stand-in fetch
// that records what it was asked and an in-memory Cache Storage (jsdom has none).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NetworkOnly } from 'workbox-strategies'
// sw/ has no import alias of its own (package.json's "imports"), so its files are reached relatively.
// eslint-disable-next-line no-restricted-imports
import { revalidatedReadsCache, revalidationPlugin } from '../../../sw/revalidated-reads'

const url = 'https://app.example/api/episodes?page=1'
const kept = (cache: Map<string, Response>) => cache.get(url)

/** An in-memory Cache Storage with the Cache calls the module and Workbox's expiration make
 *  (match, put, delete, keys), keyed by URL as the browser's is. */
function installCaches(): Map<string, Map<string, Response>> {
  const stores = new Map<string, Map<string, Response>>()
  const keyOf = (request: RequestInfo | URL) =>
    typeof request === 'string' || request instanceof URL ? new URL(request).href : request.url
  const open = async (name: string) => {
    const entries = stores.get(name) ?? new Map<string, Response>()
    stores.set(name, entries)
    return {
      match: async (request: RequestInfo | URL) => entries.get(keyOf(request))?.clone(),
      put: async (request: RequestInfo | URL, response: Response) => {
        // The browser's put reads the whole body before it resolves.
        const body = await response.arrayBuffer()
        entries.set(keyOf(request), new Response(body, response))
      },
      delete: async (request: RequestInfo | URL) => entries.delete(keyOf(request)),
      keys: async () => [...entries.keys()].map((key) => new Request(key)),
    }
  }
  vi.stubGlobal('caches', {
    open,
    has: async (name: string) => stores.has(name),
    delete: async (name: string) => stores.delete(name),
    keys: async () => [...stores.keys()],
  })
  return stores
}

type Answer = Response | Error | ((request: Request) => Promise<Response> | Response)

/** A stand-in fetch answering `answers` in turn; `asked` records each request's URL and If-None-Match. */
function stubFetch(...answers: Answer[]) {
  const asked: { url: string; ifNoneMatch: string | null }[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    asked.push({ url: request.url, ifNoneMatch: request.headers.get('if-none-match') })
    const answer = answers.shift()
    if (answer === undefined) throw new Error(`no answer chosen for fetch #${asked.length}`)
    if (answer instanceof Error) throw answer
    return typeof answer === 'function' ? answer(request) : answer
  })
  return asked
}

const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json', ...headers } })
const notModified = (headers: Record<string, string>) => new Response(null, { status: 304, headers })

const firstDate = 'Mon, 07 Dec 2026 10:00:00 GMT'
const laterDate = 'Tue, 08 Dec 2026 09:30:00 GMT'

/** The service worker's ExtendableEvent (jsdom has none): waitUntil keeps its promises in `extended`. */
class ExtendableEvent extends Event {
  readonly extended: Promise<unknown>[] = []
  waitUntil(promise: Promise<unknown>): void {
    this.extended.push(promise)
  }
}

function extendableEvent() {
  const event = new ExtendableEvent('fetch')
  return { event, extended: event.extended }
}

/** One read through the strategy the module registers; resolves once the page has its answer and
 *  every promise given to the event's waitUntil (the saving) has settled. */
async function read({
  keeps = true,
  headers = {},
}: { keeps?: boolean; headers?: Record<string, string> } = {}): Promise<Response> {
  const strategy = new NetworkOnly({ plugins: [revalidationPlugin(revalidatedReadsCache, { keeps })] })
  const { event, extended } = extendableEvent()
  const request = new Request(url, { headers: { accept: 'application/json', ...headers } })
  const [answered, done] = strategy.handleAll({ request, event })
  const response = await answered
  await done
  await Promise.allSettled(extended)
  return response
}

let stores: Map<string, Map<string, Response>>
const etags = () => stores.get(revalidatedReadsCache) ?? new Map<string, Response>()

beforeEach(() => {
  vi.stubGlobal('__WB_DISABLE_DEV_LOGS', true)
  // Workbox asks whether it was given a FetchEvent and checks it was given an ExtendableEvent.
  vi.stubGlobal('FetchEvent', class FetchEvent extends ExtendableEvent {})
  vi.stubGlobal('ExtendableEvent', ExtendableEvent)
  stores = installCaches()
})
afterEach(() => vi.unstubAllGlobals())

describe('revalidated reads (the service worker asks a repeated JSON read with the ETag it kept)', () => {
  it('keeps the first answer with its ETag, then asks with If-None-Match and answers a 304 from the copy with the 304’s Date', async () => {
    const asked = stubFetch(
      json({ episodes: ['one'] }, { etag: '"v1"', date: firstDate }),
      notModified({ etag: '"v1"', date: laterDate }),
    )

    const first = await read()
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ episodes: ['one'] })
    expect(kept(etags())?.headers.get('etag')).toBe('"v1"')
    expect(await kept(etags())?.clone().json()).toEqual({ episodes: ['one'] })

    const second = await read()
    expect(asked).toEqual([
      { url, ifNoneMatch: null },
      { url, ifNoneMatch: '"v1"' },
    ])
    expect(second.status).toBe(200)
    expect(await second.json()).toEqual({ episodes: ['one'] })
    expect(second.headers.get('date')).toBe(laterDate)
    expect(second.headers.get('etag')).toBe('"v1"')
    expect(second.headers.get('content-type')).toBe('application/json')
  })

  it('answers a 304 only with the copy whose ETag it sent: a copy replaced meanwhile makes it ask for the whole answer', async () => {
    const asked = stubFetch(
      json({ episodes: ['one'] }, { etag: '"v1"' }),
      // An overlapping read replaces the copy while this one is asked with "v1".
      async () => {
        const cache = await caches.open(revalidatedReadsCache)
        await cache.put(url, json({ episodes: ['two'] }, { etag: '"v2"' }))
        return notModified({ etag: '"v1"', date: laterDate })
      },
      json({ episodes: ['three'] }, { etag: '"v3"' }),
    )

    await read()
    const answer = await read()

    expect(asked).toEqual([
      { url, ifNoneMatch: null },
      { url, ifNoneMatch: '"v1"' },
      { url, ifNoneMatch: null },
    ])
    expect(answer.status).toBe(200)
    expect(answer.headers.get('etag')).toBe('"v3"')
    expect(await answer.json()).toEqual({ episodes: ['three'] })
  })

  it('asks for the whole answer when the copy was deleted while asked (a sign-out), never passing the 304 on', async () => {
    const asked = stubFetch(
      json({ episodes: ['one'] }, { etag: '"v1"' }),
      async () => {
        await (await caches.open(revalidatedReadsCache)).delete(url)
        return notModified({ etag: '"v1"' })
      },
      json({ episodes: ['fresh'] }, { etag: '"v2"' }),
    )

    await read()
    const answer = await read()

    expect(asked.map((request) => request.ifNoneMatch)).toEqual([null, '"v1"', null])
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ episodes: ['fresh'] })
  })

  it('keeps no answer marked Cache-Control: no-store, so the next read is asked without If-None-Match', async () => {
    const asked = stubFetch(
      json({ secret: 1 }, { etag: '"s1"', 'cache-control': 'private, no-store' }),
      json({ secret: 2 }, { etag: '"s2"', 'cache-control': 'no-store' }),
    )

    expect(await (await read()).json()).toEqual({ secret: 1 })
    expect(await (await read()).json()).toEqual({ secret: 2 })

    expect(kept(etags())).toBeUndefined()
    expect(asked.map((request) => request.ifNoneMatch)).toEqual([null, null])
  })

  it('keeps nothing itself when the strategy keeps the answers (keeps: false)', async () => {
    stubFetch(json({ scripts: [] }, { etag: '"k1"' }))

    expect(await (await read({ keeps: false })).json()).toEqual({ scripts: [] })
    expect(kept(etags())).toBeUndefined()
  })

  it('answers from the network when Cache Storage cannot be opened: failing storage costs only the saving', async () => {
    vi.stubGlobal('caches', { open: () => Promise.reject(new DOMException('disk full', 'QuotaExceededError')) })
    const asked = stubFetch(
      json({ episodes: ['one'] }, { etag: '"v1"' }),
      json({ episodes: ['two'] }, { etag: '"v2"' }),
    )

    const first = await read()
    const second = await read()

    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ episodes: ['one'] })
    expect(await second.json()).toEqual({ episodes: ['two'] })
    expect(asked.map((request) => request.ifNoneMatch)).toEqual([null, null])
  })

  it('answers from the network when the cache’s match and put reject', async () => {
    const failing = () => Promise.reject(new DOMException('disk full', 'QuotaExceededError'))
    vi.stubGlobal('caches', {
      open: async () => ({ match: failing, put: failing, delete: failing, keys: failing }),
    })
    const asked = stubFetch(json({ episodes: ['one'] }, { etag: '"v1"' }))

    const answer = await read()

    expect(answer.status).toBe(200)
    expect(answer.headers.get('etag')).toBe('"v1"')
    expect(await answer.json()).toEqual({ episodes: ['one'] })
    expect(asked).toEqual([{ url, ifNoneMatch: null }])
  })

  it('gives the page its answer before the copy is written (the saving is left to waitUntil)', async () => {
    const strategy = new NetworkOnly({ plugins: [revalidationPlugin(revalidatedReadsCache, { keeps: true })] })
    vi.stubGlobal('caches', {
      open: async () => ({ match: async () => undefined, put: () => new Promise(() => {}) }),
    })
    stubFetch(json({ episodes: ['one'] }, { etag: '"v1"' }))
    const { event, extended } = extendableEvent()

    const answer = await strategy.handle({ request: new Request(url), event })

    expect(await answer.json()).toEqual({ episodes: ['one'] })
    const settled = await Promise.race([
      Promise.allSettled(extended).then(() => 'settled'),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 50)),
    ])
    expect(settled).toBe('pending')
  })

  it('passes a page’s own If-None-Match through and hands the network’s 304 to the page as a 304', async () => {
    const asked = stubFetch(
      json({ episodes: ['one'] }, { etag: '"v1"' }),
      notModified({ etag: '"page"', date: laterDate }),
    )

    await read()
    const answer = await read({ headers: { 'if-none-match': '"page"' } })

    expect(asked).toEqual([
      { url, ifNoneMatch: null },
      { url, ifNoneMatch: '"page"' },
    ])
    expect(answer.status).toBe(304)
    expect(answer.headers.get('etag')).toBe('"page"')
    expect(await answer.text()).toBe('')
  })

  it('fails offline as a network-only read does: the kept copy answers only a 304, never a failed fetch', async () => {
    const asked = stubFetch(json({ episodes: ['one'] }, { etag: '"v1"' }), new TypeError('Failed to fetch'))

    await read()
    await expect(read()).rejects.toMatchObject({ name: 'no-response' })

    expect(asked.map((request) => request.ifNoneMatch)).toEqual([null, '"v1"'])
    expect(await kept(etags())?.clone().json()).toEqual({ episodes: ['one'] })
  })
})
