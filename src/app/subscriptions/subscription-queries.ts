// The member's own subscriptions (paid privileges and until when), shown in the profile editor.
import { useQuery } from '@tanstack/react-query'
import { subscriptionsApi } from '../../contract/subscriptions'
import { useAppContext } from '../router/use-app-context'
import { subscriptionKeys } from './subscription-keys'

export function useSubscriptions(userId: string) {
  const { api } = useAppContext().auth
  return useQuery({
    queryKey: subscriptionKeys.list(userId),
    queryFn: () => api.request(subscriptionsApi.list, { query: {} }),
    networkMode: 'offlineFirst',
    // Extra lines under the membership type: without an answer the role's name is enough.
    retry: false,
  })
}
