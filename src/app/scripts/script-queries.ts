// Script reads through TanStack Query. The keys are stable because the query cache is persisted to
// IndexedDB: a script or list read once shows again after an offline reload. Reads are
// 'offlineFirst' so that, offline, the request still reaches the service worker's cache.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { scriptsApi, type Script } from '../../contract/scripts'
import { ApiError } from '../api/api-error'
import { useAppContext } from '../router/use-app-context'

export type ScriptScope = 'mine' | 'shared'

export const scriptKeys = {
  lists: () => ['scripts', 'list'] as const,
  list: (scope: ScriptScope) => ['scripts', 'list', scope] as const,
  detail: (id: string) => ['scripts', id] as const,
}

export const scriptPageSize = 20

/** A 4xx will not change on a retry; a lost connection might. */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false
  return failureCount < 2
}

export function useScript(id: string) {
  const { api } = useAppContext().auth
  return useQuery<Script>({
    queryKey: scriptKeys.detail(id),
    queryFn: () => api.request(scriptsApi.get, { params: { id } }),
    networkMode: 'offlineFirst',
    retry: retryUnlessRefused,
  })
}

export function useScriptList(scope: ScriptScope) {
  const { api } = useAppContext().auth
  return useInfiniteQuery({
    queryKey: scriptKeys.list(scope),
    queryFn: ({ pageParam }) => api.request(scriptsApi.list, { query: { scope, cursor: pageParam, limit: scriptPageSize } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    networkMode: 'offlineFirst',
    retry: retryUnlessRefused,
  })
}

export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404
}

/** The server said no for good (not found, not allowed): trying again will not help. */
export function isRefused(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
}
