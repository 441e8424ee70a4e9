// The member's own subscriptions (paid privileges and until when), shown in the profile editor and on
// /subscription, and redeeming a voucher code.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { subscriptionsApi, vouchersApi } from '#contract/subscriptions'
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

/** Redeems a code; then the signed-in user is read again (a refresh answers it), so what the new
 *  privileges open (menu items, routes) shows at once. */
export function useRedeemVoucher(userId: string) {
  const { auth } = useAppContext()
  const queryClient = useQueryClient()
  return useMutation({
    networkMode: 'always',
    mutationFn: (code: string) => auth.api.request(vouchersApi.redeem, { body: { code } }),
    onSuccess: async () => {
      await Promise.all([auth.refresh(), queryClient.invalidateQueries({ queryKey: subscriptionKeys.list(userId) })])
    },
  })
}
