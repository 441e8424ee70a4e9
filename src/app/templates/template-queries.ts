// Templates are the same for everyone and rarely change: read once, kept in the persisted cache.
import { useQuery } from '@tanstack/react-query'
import { templatesApi } from '../../contract/templates'
import { useAppContext } from '../router/use-app-context'
import { retryUnlessRefused } from '../scripts/script-queries'

export const templateKeys = {
  list: () => ['templates'] as const,
  detail: (id: string) => ['templates', id] as const,
}

export function useTemplates() {
  const { api } = useAppContext().auth
  return useQuery({
    queryKey: templateKeys.list(),
    queryFn: () => api.request(templatesApi.list),
    networkMode: 'offlineFirst',
    retry: retryUnlessRefused,
  })
}

export function useTemplate(id: string) {
  const { api } = useAppContext().auth
  return useQuery({
    queryKey: templateKeys.detail(id),
    queryFn: () => api.request(templatesApi.get, { params: { id } }),
    networkMode: 'offlineFirst',
    retry: retryUnlessRefused,
  })
}
