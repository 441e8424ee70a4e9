import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  ChunkLoadError,
  chunkLoadTimeout,
  chunkLoadTimeoutMs,
  chunkLoadTimeoutSetting,
  lazyWithReload,
} from '#app/pwa/lazy-with-reload'

const missing = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/screens-x.js'))
const never = () => new Promise<never>(() => {})

let reload: ReturnType<typeof vi.fn>
beforeEach(() => {
  reload = vi.fn()
  vi.stubGlobal('location', { reload })
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('a lazy part that cannot be loaded', () => {
  it('reloads the page once, then only fails, with a ChunkLoadError naming the cause', async () => {
    const first = lazyWithReload(missing, 'ContactScreen')
    await expect(first).rejects.toBeInstanceOf(ChunkLoadError)
    expect(reload).toHaveBeenCalledTimes(1)

    const second = lazyWithReload(missing, 'ContactScreen')
    await expect(second).rejects.toMatchObject({
      name: 'ChunkLoadError',
      message: expect.stringContaining('screens-x.js') as unknown,
    })
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('keeps "once" per part, so another part that loads does not re-arm the reload', async () => {
    await expect(lazyWithReload(missing, 'HistoryScreen')).rejects.toThrow(ChunkLoadError)
    await expect(lazyWithReload(() => Promise.resolve({}), 'ContactScreen')).resolves.toEqual({})
    await expect(lazyWithReload(missing, 'HistoryScreen')).rejects.toThrow(ChunkLoadError)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('forgets the reload once that part has loaded, so a later deploy reloads once again', async () => {
    await expect(lazyWithReload(missing, 'ContactScreen')).rejects.toThrow(ChunkLoadError)
    await expect(lazyWithReload(() => Promise.resolve({ ok: true }), 'ContactScreen')).resolves.toEqual({ ok: true })
    await expect(lazyWithReload(missing, 'ContactScreen')).rejects.toThrow(ChunkLoadError)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('does not reload while the page is leaving (Firefox cuts its loads then): the member’s navigation goes on', async () => {
    window.dispatchEvent(new Event('beforeunload'))
    await expect(lazyWithReload(missing, 'ContactScreen')).rejects.toThrow(ChunkLoadError)
    expect(reload).not.toHaveBeenCalled()
    // The member stayed (a key pressed in the page): a part that fails reloads once again.
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }))
    await expect(lazyWithReload(missing, 'ContactScreen')).rejects.toThrow(ChunkLoadError)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('does not reload when sessionStorage cannot remember that it did', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    await expect(lazyWithReload(missing, 'ContactScreen')).rejects.toThrow(ChunkLoadError)
    expect(reload).not.toHaveBeenCalled()
  })
})

describe('a lazy part that fails while the browser is offline', () => {
  const goOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  const comeBackOnline = (onLine: ReturnType<typeof goOffline>) => {
    onLine.mockReturnValue(true)
    window.dispatchEvent(new Event('online'))
  }

  it('does not reload (that would lose the page and what was typed): it waits for the network and loads then', async () => {
    const onLine = goOffline()
    let attempts = 0
    const loading = lazyWithReload(
      () => (++attempts === 1 ? missing() : Promise.resolve({ loaded: true })),
      'start-device',
    )
    await vi.waitFor(() => expect(attempts).toBe(1))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(attempts).toBe(1)
    comeBackOnline(onLine)
    await expect(loading).resolves.toEqual({ loaded: true })
    expect(attempts).toBe(2)
    expect(reload).not.toHaveBeenCalled()
  })

  it('reloads once when it fails again back online (a deploy replaced it meanwhile)', async () => {
    const onLine = goOffline()
    const loading = lazyWithReload(missing, 'start-device')
    const failed = expect(loading).rejects.toThrow(ChunkLoadError)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(reload).not.toHaveBeenCalled()
    comeBackOnline(onLine)
    await failed
    expect(reload).toHaveBeenCalledTimes(1)
  })
})

describe('the time-out', () => {
  it('is 120 s (SPEC §9)', () => {
    expect(chunkLoadTimeoutMs).toBe(120_000)
    expect(chunkLoadTimeout()).toBe(120_000)
  })

  it('fails a load that hangs, and reloads once', async () => {
    vi.useFakeTimers()
    const loading = lazyWithReload(never, 'ContactScreen')
    const failed = expect(loading).rejects.toThrow('Loading took longer than 120 seconds.')
    await vi.advanceTimersByTimeAsync(119_999)
    expect(reload).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    await failed
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('follows the setting in localStorage', async () => {
    vi.useFakeTimers()
    localStorage.setItem(chunkLoadTimeoutSetting, '1500')
    const loading = lazyWithReload(never, 'ContactScreen')
    const failed = expect(loading).rejects.toThrow('Loading took longer than 1.5 seconds.')
    await vi.advanceTimersByTimeAsync(1500)
    await failed
  })

  it.each(['', '0', '-5', 'soon', 'NaN', 'Infinity', '2147483648', '1e300'])('ignores the setting %j', (setting) => {
    localStorage.setItem(chunkLoadTimeoutSetting, setting)
    expect(chunkLoadTimeout()).toBe(120_000)
  })

  it.each([
    ['1', 1],
    ['250.5', 250.5],
    ['2147483647', 2_147_483_647],
  ])('takes the setting %j', (setting, ms) => {
    localStorage.setItem(chunkLoadTimeoutSetting, setting)
    expect(chunkLoadTimeout()).toBe(ms)
  })
})
