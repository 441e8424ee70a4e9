// The service worker answers script, template and library reads from its cache and refreshes them
// behind (stale-while-revalidate). When a refresh brings a new version it posts CACHE_UPDATED
// (workbox-broadcast-update), and the queries that read that URL fetch again: now fresh.
import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { libraryKeys } from '../script-library/library-keys'
import { scriptKeys } from '../scripts/script-keys'
import { templateKeys } from '../templates/template-keys'

export function queryKeysForUrl(url: string, origin = window.location.origin): QueryKey[] {
  const { pathname } = new URL(url, origin)
  const script = /^\/api\/scripts\/([^/]+)$/.exec(pathname)
  if (script?.[1]) return [scriptKeys.detail(decodeURIComponent(script[1]))]
  if (pathname === '/api/scripts') return [scriptKeys.lists()]
  if (pathname === '/api/library') return [libraryKeys.all()]
  if (pathname.startsWith('/api/templates')) return [templateKeys.all()]
  return []
}

interface CacheUpdatedMessage {
  type?: unknown
  payload?: { updatedURL?: unknown }
}

export function refetchOnCacheUpdates(queryClient: QueryClient): () => void {
  if (!('serviceWorker' in navigator)) return () => undefined
  const onMessage = (event: MessageEvent) => {
    const data = event.data as CacheUpdatedMessage | null
    const url = data?.payload?.updatedURL
    if (data?.type !== 'CACHE_UPDATED' || typeof url !== 'string') return
    for (const queryKey of queryKeysForUrl(url)) void queryClient.invalidateQueries({ queryKey })
  }
  navigator.serviceWorker.addEventListener('message', onMessage)
  return () => navigator.serviceWorker.removeEventListener('message', onMessage)
}
