// A public profile, by handle or by id. What it holds depends on who asks (hidden fields are null),
// so the viewer is part of the key: signing in or out reads it again.
import { useQuery } from '@tanstack/react-query'
import { profilesApi } from '../../contract/profiles'
import { usersApi, type MemberProfile, type User } from '../../contract/users'
import { useUser } from '../auth/use-user'
import { useAppContext } from '../router/use-app-context'
import { retryUnlessRefused } from '../scripts/script-queries'

export type ShownProfile = MemberProfile | User

export type ProfileLookup = { handle: string } | { userId: string }

export function useProfile(lookup: ProfileLookup) {
  const { api } = useAppContext().auth
  const viewer = useUser()?.id ?? null
  const key = 'handle' in lookup ? ['profile', 'handle', lookup.handle] : ['profile', 'id', lookup.userId]
  return useQuery<ShownProfile>({
    queryKey: [...key, viewer],
    queryFn: () =>
      'handle' in lookup ? api.request(profilesApi.member, { params: { handle: lookup.handle } }) : api.request(usersApi.get, { params: { id: lookup.userId } }),
    networkMode: 'offlineFirst',
    retry: retryUnlessRefused,
  })
}
