// Sends a playlist's waiting edits in the order they were made, each dropped once the server has
// it. No answer stops the pass (tried again later); a refusal (the episode is gone, the playlist was
// deleted elsewhere) drops that edit and the next goes on, since it can never succeed as it is.
// Only the member who made the edits sends them. What was refused is told to the playlist's screen
// ("Not added: …" with the server's words), since the edit it showed disappears on the next read.
import { playlistsApi, type PlaylistView } from '#contract/playlists'
import { errorText } from '#shared/error-text'
import type { ApiClient } from '../api/api-client'
import { isPassingFailure } from '../api/retry-policy'
import type { AppDatabase } from '../offline/database'
import type { SyncHandler } from '../offline/sync-queue'
import { dropSentEdit, playlistOfKey, waitingEdits } from './playlist-edits'
import type { PlaylistOp } from './playlist-ops'
import { playlistSynced } from './playlist-sync-events'

export interface PlaylistSyncDeps {
  api: ApiClient
  db: AppDatabase
  currentUserId: () => string | null
}

async function send(api: ApiClient, id: string, op: PlaylistOp): Promise<PlaylistView | null> {
  switch (op.type) {
    case 'save':
      return api.request(playlistsApi.save, { params: { id }, body: { title: op.title, public: op.public } })
    case 'add':
      return api.request(playlistsApi.addEpisode, { params: { id, episodeId: op.episodeId } })
    case 'addChannel':
      return api.request(playlistsApi.addChannel, { params: { id }, body: { channelId: op.channelId } })
    case 'remove':
      return api.request(playlistsApi.removeEpisode, { params: { id, episodeId: op.episodeId } })
    case 'order':
      return api.request(playlistsApi.reorder, { params: { id }, body: { episodeIds: op.episodeIds } })
    case 'delete':
      await api.request(playlistsApi.remove, { params: { id } })
      return null
  }
}

const refusedText: Record<PlaylistOp['type'], string> = {
  save: 'Not saved',
  add: 'Not added',
  addChannel: 'Not added',
  remove: 'Not removed',
  order: 'Not reordered',
  delete: 'Not deleted',
}

export function createPlaylistSyncHandler({ api, db, currentUserId }: PlaylistSyncDeps): SyncHandler {
  return async (item) => {
    const { ownerId, playlistId: id } = playlistOfKey(item.key)
    const edits = await waitingEdits(db, ownerId, id)
    if (!edits) return { outcome: 'done' }
    if (ownerId !== currentUserId() || edits.ownerId !== ownerId)
      return { outcome: 'retry', error: 'Waiting for the owner of this playlist to log in.' }
    const refusals: string[] = []
    for (const op of edits.ops) {
      try {
        await send(api, id, op)
      } catch (error) {
        if (isPassingFailure(error)) return { outcome: 'retry', error: errorText(error) }
        refusals.push(`${refusedText[op.type]}: ${errorText(error)}`)
      }
      await dropSentEdit(db, ownerId, id, op.opId)
    }
    playlistSynced(id, refusals)
    return { outcome: 'done' }
  }
}
