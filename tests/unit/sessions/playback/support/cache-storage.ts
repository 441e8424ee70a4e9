/** jsdom has no Cache Storage: a small in-memory one with the calls the app makes (has, open, keys,
 *  delete; match and put), keyed by absolute URL as the browser's is. Remove it in afterEach. */
export function installCacheStorage(): Map<string, Map<string, Response>> {
  const caches = new Map<string, Map<string, Response>>()
  const keyOf = (request: RequestInfo | URL) =>
    new URL(typeof request === 'string' || request instanceof URL ? request : request.url, location.href).href
  const open = async (name: string) => {
    const entries = caches.get(name) ?? new Map<string, Response>()
    caches.set(name, entries)
    return {
      match: async (request: RequestInfo | URL) => entries.get(keyOf(request))?.clone(),
      put: async (request: RequestInfo | URL, response: Response) => void entries.set(keyOf(request), response),
    }
  }
  Object.defineProperty(globalThis, 'caches', {
    configurable: true,
    value: {
      has: async (name: string) => caches.has(name),
      open,
      keys: async () => [...caches.keys()],
      delete: async (name: string) => caches.delete(name),
    },
  })
  return caches
}

export function removeCacheStorage(): void {
  Reflect.deleteProperty(globalThis, 'caches')
}
