// Reads and writes of /friends. The list and the blocked members are persisted reads that show
// offline; actions need the server (they fail at once offline rather than wait paused), and after
// each one everything under the friends keys is read again, with the lists and profiles it changes.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { friendsApi } from '#contract/friends'
import { scriptsApi } from '#contract/scripts'
import { profileKeys } from '../profiles'
import { useAppContext } from '../router/use-app-context'
import { scriptKeys } from '../scripts'
import { friendKeys } from './friend-keys'

export const memberScriptsPageSize = 10
/** A search answer is worth keeping for going back and forth while typing, not for days. */
const searchKeptMs = 5 * 60 * 1000

export function useFriendships() {
  const { api } = useAppContext().auth
  return useInfiniteQuery({
    queryKey: friendKeys.list(),
    queryFn: ({ pageParam }) => api.request(friendsApi.list, { query: { cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // The shape the shared list states read: pages of `items`.
    select: (data) => ({
      ...data,
      pages: data.pages.map((page) => ({ items: page.entries, nextCursor: page.nextCursor })),
    }),
    networkMode: 'offlineFirst',
    // Requests arrive from other members: a list restored from the device refreshes.
    staleTime: 0,
  })
}

export function useBlockedMembers() {
  const { api } = useAppContext().auth
  return useQuery({
    queryKey: friendKeys.blocked(),
    queryFn: () => api.request(friendsApi.blocked),
    networkMode: 'offlineFirst',
    staleTime: 0,
  })
}

/** Members found by handle or name; idle while `term` is null (too short). */
export function useMemberSearch(term: string | null) {
  const { api } = useAppContext().auth
  return useQuery({
    queryKey: friendKeys.search(term ?? ''),
    queryFn: () => api.request(friendsApi.search, { query: { q: term ?? '' } }),
    enabled: term !== null,
    // Another member's answer or block changes a result: one kept from before is shown and read again.
    staleTime: 0,
    gcTime: searchKeptMs,
    // Offline, a search waits and runs when the network is back (no cache can answer it).
    networkMode: 'online',
    // Keeps the last results on screen while the next search is on its way.
    placeholderData: (previous) => previous,
  })
}

/** A member's scripts that the signed-in member may read, a page at a time. */
export function useMemberScripts(userId: string) {
  const { api } = useAppContext().auth
  return useInfiniteQuery({
    queryKey: friendKeys.scripts(userId),
    queryFn: ({ pageParam }) =>
      api.request(scriptsApi.ofMember, {
        params: { id: userId },
        query: { cursor: pageParam, limit: memberScriptsPageSize },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    networkMode: 'offlineFirst',
  })
}

export type FriendAction = 'request' | 'accept' | 'remove' | 'block' | 'unblock'

/** One action on one member. Each row holds its own, so its pending state and error stay on that row. */
export function useFriendAction() {
  const { api } = useAppContext().auth
  const queryClient = useQueryClient()
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({ action, userId }: { action: FriendAction; userId: string }) => {
      switch (action) {
        case 'request':
          return void (await api.request(friendsApi.request, { body: { userId } }))
        case 'accept':
          return void (await api.request(friendsApi.accept, { params: { userId } }))
        case 'remove':
          return api.request(friendsApi.remove, { params: { userId } })
        case 'block':
          return api.request(friendsApi.block, { body: { userId } })
        case 'unblock':
          return api.request(friendsApi.unblock, { params: { userId } })
      }
    },
    // Awaited, so a row changes before its button stops spinning. Friendship decides what a member
    // sees of others' scripts and protected profiles, so those are read again too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: friendKeys.all() }),
        queryClient.invalidateQueries({ queryKey: scriptKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: profileKeys.all() }),
      ]),
  })
}
