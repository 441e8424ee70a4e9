// Loads a lazy part of the client. A deploy replaces hashed chunk names, so a tab opened before
// it can ask for a chunk that is gone: then reload once to pick up the new shell; if it fails
// again, surface a ChunkLoadError (SPEC §8). A load that hangs fails after 120 s (SPEC §9).
export const chunkLoadTimeoutMs = 120_000
const reloadFlag = 'chunk-reload-attempted'

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError'
}

export async function lazyWithReload<T>(load: () => Promise<T>): Promise<T> {
  try {
    const module = await withTimeout(load(), chunkLoadTimeoutMs)
    sessionStorage.removeItem(reloadFlag)
    return module
  } catch (error) {
    if (typeof window !== 'undefined' && !sessionStorage.getItem(reloadFlag)) {
      sessionStorage.setItem(reloadFlag, '1')
      window.location.reload()
    }
    throw new ChunkLoadError(error instanceof Error ? error.message : 'A part of the app could not be loaded.')
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
