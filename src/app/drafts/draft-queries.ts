// Server reads of drafts go through TanStack Query (persisted, so a list read once shows offline);
// this device's working copies are read from IndexedDB under the `device` keys, which are never
// persisted (they are already on the device) and are refreshed whenever the drafts store changes.
// Restoring and deleting an archived draft need the server.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { draftsApi } from '#contract/drafts'
import { isMissing } from '../api/api-error'
import { useUser } from '../auth/use-user'
import { draftsOn, type LocalDraft } from './drafts-store'
import { useOffline } from '../offline/offline-services'
import { useAppContext } from '../router/use-app-context'
import { draftKeys } from './draft-keys'
import { draftSyncKey } from './draft-sync'
import { localFromServer } from './local-draft'

export const draftPageSize = 20

export function useDraftList(archived: boolean) {
  const { api } = useAppContext().auth
  return useInfiniteQuery({
    queryKey: draftKeys.list(archived),
    queryFn: ({ pageParam }) =>
      api.request(draftsApi.list, {
        query: { archived: archived ? 'true' : 'false', cursor: pageParam, limit: draftPageSize },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    networkMode: 'offlineFirst',
    // Another device may have written since: a list restored from the persisted cache refreshes.
    staleTime: 0,
  })
}

/** Re-reads device drafts whenever the store changes (typing, a finished sync, a choice). */
function useDeviceDraftsRefresh(): void {
  const offline = useOffline()
  const drafts = draftsOn(offline)
  const queryClient = useQueryClient()
  useEffect(
    () => drafts.subscribe(() => void queryClient.invalidateQueries({ queryKey: draftKeys.device() })),
    [drafts, queryClient],
  )
}

export function useDeviceDrafts() {
  const offline = useOffline()
  const drafts = draftsOn(offline)
  const ownerId = useUser()?.id ?? ''
  useDeviceDraftsRefresh()
  return useQuery({
    queryKey: draftKeys.deviceList(ownerId),
    queryFn: () => drafts.listFor(ownerId),
    networkMode: 'always',
  })
}

/** null: neither this device nor the server has it (or it is someone else's). */
export type OpenedDraft = LocalDraft | null

/** The working copy of a draft: the device's, else made from the server's (then kept on the device). */
export function useDeviceDraft(id: string) {
  const offline = useOffline()
  const drafts = draftsOn(offline)
  const { api } = useAppContext().auth
  const ownerId = useUser()?.id ?? ''
  useDeviceDraftsRefresh()
  return useQuery<OpenedDraft>({
    queryKey: draftKeys.deviceOne(id),
    queryFn: async () => {
      const local = await drafts.get(id)
      if (local) return local.ownerId === ownerId ? local : null
      try {
        const record = localFromServer(await api.request(draftsApi.get, { params: { id } }), ownerId)
        await drafts.put(record)
        return record
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    networkMode: 'always',
    retry: false,
  })
}

/** An archived draft back among the drafts. */
export function useRestoreDraft() {
  const { api } = useAppContext().auth
  const queryClient = useQueryClient()
  return useMutation({
    // Offline, the call fails at once with its message instead of waiting paused.
    networkMode: 'always',
    mutationFn: (id: string) => api.request(draftsApi.restore, { params: { id } }),
    // Awaited, so the row leaves the archive before the button stops spinning.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: draftKeys.lists() }),
  })
}

/** A draft deleted for good: on the server, in the sync queue and on this device. */
export function useDeleteDraft() {
  const { api } = useAppContext().auth
  const offline = useOffline()
  const drafts = draftsOn(offline)
  const { syncQueue } = offline
  const queryClient = useQueryClient()
  return useMutation({
    networkMode: 'always',
    mutationFn: async (id: string) => {
      await api.request(draftsApi.remove, { params: { id } })
      await syncQueue.remove(draftSyncKey(id))
      await drafts.remove(id)
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: draftKeys.lists() }),
  })
}
