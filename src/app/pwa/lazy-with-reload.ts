// Loads a lazy part of the client. A deploy replaces hashed chunk names, so a tab opened before
// it can ask for a chunk that is gone: then reload once to pick up the new shell; if it fails
// again, surface a ChunkLoadError (SPEC §8), which the route's error screen shows with a retry.
// A load that hangs fails after 120 s (SPEC §9). "Once" is kept per part in sessionStorage and
// forgotten when that part loads, so a page where one part loads and another fails cannot loop.
// A load that fails while the browser is offline is not a deploy: reloading then would lose the page
// and what was typed in it (a first visit has no service worker to answer yet), so the load waits for
// the network and tries again, and only a second failure counts.
import { errorText } from '#shared/error-text'
import { isPageLeaving } from './page-leaving'

export const chunkLoadTimeoutMs = 120_000

/** Test and operations setting: a time-out in milliseconds for this browser instead of
 *  `chunkLoadTimeoutMs`, read from localStorage at every load (the browser tests shorten it).
 *  Only a positive number up to setTimeout's limit counts; anything else leaves 120 s. */
export const chunkLoadTimeoutSetting = 'chunk-load-timeout-ms'
const longestTimerMs = 2_147_483_647
const reloadFlagPrefix = 'chunk-reload-attempted:'

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError'
}

/** `part` names what is loaded (e.g. the screen), so a failure reloads once per part. */
export async function lazyWithReload<T>(load: () => Promise<T>, part: string): Promise<T> {
  const flag = reloadFlagPrefix + part
  try {
    const module = await withTimeout(load(), chunkLoadTimeout()).catch(async (error: unknown) => {
      if (navigator.onLine) throw error
      await backOnline()
      return withTimeout(load(), chunkLoadTimeout())
    })
    forget(flag)
    return module
  } catch (error) {
    if (!isPageLeaving() && markOnce(flag)) window.location.reload()
    // Not the browser's own message: the router reloads by itself on "Failed to fetch dynamically
    // imported module" and never forgets that it did; one rule, this one, decides.
    const reason = errorText(error)
    throw new ChunkLoadError(`A part of the app could not be loaded (${reason})`, { cause: error })
  }
}

export function chunkLoadTimeout(): number {
  const setting = withStorage(() => localStorage.getItem(chunkLoadTimeoutSetting))
  const ms = Number(setting)
  return setting && Number.isFinite(ms) && ms > 0 && ms <= longestTimerMs ? ms : chunkLoadTimeoutMs
}

function backOnline(): Promise<void> {
  return new Promise((resolve) => {
    if (navigator.onLine) resolve()
    else window.addEventListener('online', () => resolve(), { once: true })
  })
}

/** True the first time for `flag`; false after, and when storage cannot keep the mark (no mark,
 *  no reload: a reload that cannot be remembered could repeat for ever). */
function markOnce(flag: string): boolean {
  return (
    withStorage(() => {
      if (sessionStorage.getItem(flag)) return false
      sessionStorage.setItem(flag, '1')
      return true
    }) === true
  )
}

function forget(flag: string) {
  withStorage(() => sessionStorage.removeItem(flag))
}

/** Storage throws where the browser forbids it (some private modes, sandboxed frames). */
function withStorage<T>(access: () => T): T | undefined {
  try {
    return access()
  } catch {
    return undefined
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Loading took longer than ${ms / 1000} seconds.`)), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error instanceof Error ? error : new Error(String(error)))
      },
    )
  })
}
