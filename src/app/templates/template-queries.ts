// Templates are the same for everyone and rarely change: read once, kept in the persisted cache.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ApiClient } from '../api/api-client'
import { templatesApi } from '#contract/templates'
import { useAppContext } from '../router/use-app-context'
import { templateKeys } from './template-keys'

/** The templates: the list's read and the scripts route's prefetch. */
export function templateListOptions(api: ApiClient) {
  return queryOptions({
    queryKey: templateKeys.list(),
    queryFn: () => api.request(templatesApi.list),
    networkMode: 'offlineFirst',
  })
}

export function useTemplates() {
  const { api } = useAppContext().auth
  return useQuery(templateListOptions(api))
}

export function useTemplate(id: string) {
  const { api } = useAppContext().auth
  return useQuery({
    queryKey: templateKeys.detail(id),
    queryFn: () => api.request(templatesApi.get, { params: { id } }),
    networkMode: 'offlineFirst',
  })
}
