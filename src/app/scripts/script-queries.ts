// Script reads through TanStack Query, under the keys of `script-keys.ts`. Reads are 'offlineFirst'
// so that, offline, the request still reaches the service worker's cache.
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ApiClient } from '../api/api-client'
import type { EndpointBody } from '#contract/endpoint'
import { scriptsApi, type Script } from '#contract/scripts'
import { useAppContext } from '../router/use-app-context'
import { scriptKeys, type ScriptScope } from './script-keys'

export const scriptPageSize = 20

export function useScript(id: string) {
  const { api } = useAppContext().auth
  return useQuery<Script>({
    queryKey: scriptKeys.detail(id),
    queryFn: () => api.request(scriptsApi.get, { params: { id } }),
    networkMode: 'offlineFirst',
  })
}

/** A list of scripts, a page at a time: the screen's read and the route's prefetch. */
export function scriptListOptions(api: ApiClient, scope: ScriptScope) {
  return infiniteQueryOptions({
    queryKey: scriptKeys.list(scope),
    queryFn: ({ pageParam }) =>
      api.request(scriptsApi.list, { query: { scope, cursor: pageParam, limit: scriptPageSize } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    networkMode: 'offlineFirst',
  })
}

export function useScriptList(scope: ScriptScope) {
  const { api } = useAppContext().auth
  return useInfiniteQuery(scriptListOptions(api, scope))
}

/** Makes a script with the id the caller chose (POST is idempotent by id, so sending again after a
 *  lost answer makes no twin), keeps it in the cache and has the lists read again. */
export function useCreateScript() {
  const { api } = useAppContext().auth
  const queryClient = useQueryClient()
  return useMutation({
    // Offline, the call must fail at once so the screen can say so; a paused create would look stuck.
    networkMode: 'always',
    mutationFn: (body: EndpointBody<typeof scriptsApi.create>) => api.request(scriptsApi.create, { body }),
    onSuccess: (script) => {
      queryClient.setQueryData(scriptKeys.detail(script.id), script)
      void queryClient.invalidateQueries({ queryKey: scriptKeys.lists() })
    },
  })
}
