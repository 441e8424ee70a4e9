// Templates are the same for everyone and rarely change: read once, kept in the persisted cache.
import { useQuery } from '@tanstack/react-query'
import { templatesApi } from '#contract/templates'
import { useAppContext } from '../router/use-app-context'
import { templateKeys } from './template-keys'

export function useTemplates() {
  const { api } = useAppContext().auth
  return useQuery({
    queryKey: templateKeys.list(),
    queryFn: () => api.request(templatesApi.list),
    networkMode: 'offlineFirst',
  })
}

export function useTemplate(id: string) {
  const { api } = useAppContext().auth
  return useQuery({
    queryKey: templateKeys.detail(id),
    queryFn: () => api.request(templatesApi.get, { params: { id } }),
    networkMode: 'offlineFirst',
  })
}
