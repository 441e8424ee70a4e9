// Sending Contact Us: a write with no cache to keep, so no query keys.
import { useMutation } from '@tanstack/react-query'
import { contactApi, type ContactBody } from '#contract/contact'
import { useAppContext } from '../router/use-app-context'

export function useSendContactMessage() {
  const { api } = useAppContext().auth
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: Required<ContactBody>) => api.request(contactApi.send, { body }),
  })
}
