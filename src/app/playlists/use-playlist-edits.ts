// Every playlist edit goes through the sync queue (online or not): written to the queue, shown at
// once (the waiting edits are read again), sent when the network allows.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useUser } from '../auth/use-user'
import { useOffline } from '../offline/offline-services'
import { queuePlaylistEdit, type NewPlaylistOp } from './playlist-edits'
import { playlistKeys } from './playlist-keys'

export function usePlaylistEdit() {
  const { db, syncQueue } = useOffline()
  const user = useUser()
  const queryClient = useQueryClient()
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({ playlistId, op }: { playlistId: string; op: NewPlaylistOp }) => {
      if (!user) throw new Error('Please log in to change playlists.')
      await queuePlaylistEdit(syncQueue, db, user.id, playlistId, op)
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playlistKeys.waiting() }),
  })
}
