// The account calls made from screens: the three steps of a password reset (SPEC §4) and closing
// the account (SPEC §6). Each needs the server: offline it fails at once with its message rather
// than waiting paused (networkMode 'always').
import { useMutation } from '@tanstack/react-query'
import { use } from 'react'
import { usersApi } from '#contract/users'
import { OfflineContext } from '../offline/offline-services'
import { removeEverythingOf } from '../offline/unsent-work'
import { useAppContext } from '../router/use-app-context'

/** Mails a 6-digit code when the account exists (the server says nothing either way). */
export function useSendResetCode() {
  const { api } = useAppContext().auth
  return useMutation({
    networkMode: 'always',
    mutationFn: (username: string) => api.request(usersApi.passwordCode, { body: { username } }),
  })
}

export function useVerifyResetCode() {
  const { api } = useAppContext().auth
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: { username: string; code: string }) => api.request(usersApi.passwordVerify, { body }),
  })
}

/** The code travels with the new password: the server checks it again. */
export function useResetPassword() {
  const { api } = useAppContext().auth
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: { username: string; code: string; password: string }) =>
      api.request(usersApi.passwordReset, { body }),
  })
}

/** Closes the account, confirmed with the password (a Microsoft account: with its user ID typed, and
 *  no password); then whatever of theirs waits on this device goes too, since the server could
 *  never take it any more. */
export function useCloseAccount(user: { id: string; username: string }) {
  const { api } = useAppContext().auth
  const storage = use(OfflineContext)
  return useMutation({
    networkMode: 'always',
    mutationFn: async (confirmation: { username: string; password?: string }) => {
      const offline = await storage.open()
      // Nothing is sent while the account closes: a send refused after it (the token dies with the
      // account) would end the session and take the "account closed" message off the screen.
      const resume = offline?.syncQueue.pause()
      try {
        await api.request(usersApi.delete, { body: confirmation })
      } catch (error) {
        resume?.()
        throw error
      }
      if (offline) await removeEverythingOf(offline, user.id).catch(() => undefined)
      // Resumed once the member is signed out (the closing message's OK).
      return resume ?? (() => undefined)
    },
  })
}
