// A public profile, by handle or by id, under the keys of `profile-keys.ts`; and saving the
// member's own (see editor/save-profile.ts), after which every profile read is read again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { profilesApi } from '#contract/profiles'
import { usersApi, type MemberProfile, type User } from '#contract/users'
import { useUser } from '../auth/use-user'
import { useAppContext } from '../router/use-app-context'
import { saveProfile } from './editor/save-profile'
import type { ProfileChanges } from './editor/profile-form'
import { profileKeys } from './profile-keys'

export type ShownProfile = MemberProfile | User

export type ProfileLookup = { handle: string } | { userId: string }

export function useProfile(lookup: ProfileLookup) {
  const { api } = useAppContext().auth
  const viewer = useUser()?.id ?? null
  return useQuery<ShownProfile>({
    queryKey: profileKeys.of(lookup, viewer),
    queryFn: () =>
      'handle' in lookup
        ? api.request(profilesApi.member, { params: { handle: lookup.handle } })
        : api.request(usersApi.get, { params: { id: lookup.userId } }),
    networkMode: 'offlineFirst',
  })
}

export function useSaveProfile() {
  const { auth } = useAppContext()
  const queryClient = useQueryClient()
  return useMutation({
    // Offline, Save must fail at once with its message; a paused save would look stuck.
    networkMode: 'always',
    mutationFn: ({ changes, currentPassword }: { changes: ProfileChanges; currentPassword: string }) =>
      saveProfile(auth, changes, currentPassword),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: profileKeys.all() }),
  })
}
