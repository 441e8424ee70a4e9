// "Add to playlist" for an episode (its page, a channel's list) or a whole channel: a menu of the
// member's playlists and "New playlist…". Nothing for visitors. The edit goes through the sync
// queue, so it works offline and shows at once.
import { Button, Menu, Portal, Spinner, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { newId } from '#shared/new-id'
import { useUser } from '../auth/use-user'
import type { NewPlaylistOp } from './playlist-edits'
import { usePlaylists } from './playlist-queries'
import { NewPlaylistDialog } from './new-playlist-dialog'
import { usePlaylistEdit } from './use-playlist-edits'

type AddOp = Extract<NewPlaylistOp, { type: 'add' | 'addChannel' }>

function PlaylistItems({ onPick }: { onPick: (id: string, title: string) => void }) {
  const { query, items } = usePlaylists()
  if (!items) {
    return query.error ? (
      <Menu.ItemGroup>
        <Menu.ItemGroupLabel>Your playlists could not be read.</Menu.ItemGroupLabel>
      </Menu.ItemGroup>
    ) : (
      <Menu.ItemGroup>
        <Menu.ItemGroupLabel>
          <Spinner size="xs" aria-label="Loading your playlists…" />
        </Menu.ItemGroupLabel>
      </Menu.ItemGroup>
    )
  }
  return (
    <>
      {items.map((playlist) => (
        <Menu.Item
          key={playlist.id}
          value={`playlist:${playlist.id}`}
          onSelect={() => onPick(playlist.id, playlist.title)}
        >
          {playlist.title}
        </Menu.Item>
      ))}
    </>
  )
}

function AddToPlaylistMenu({ label, op, what }: { label: string; op: AddOp; what: string }) {
  const edit = usePlaylistEdit()
  const [creating, setCreating] = useState(false)
  const [added, setAdded] = useState<string | null>(null)
  const addTo = (playlistId: string, title: string) =>
    edit.mutate({ playlistId, op }, { onSuccess: () => setAdded(`${what} added to “${title}”.`) })
  return (
    <>
      <Menu.Root lazyMount>
        <Menu.Trigger asChild>
          <Button variant="outline" size="sm" loading={edit.isPending}>
            {label}
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="48" maxH="72" overflowY="auto">
              <PlaylistItems onPick={addTo} />
              <Menu.Separator />
              <Menu.Item value="new" onSelect={() => setCreating(true)}>
                New playlist…
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {creating && (
        <NewPlaylistDialog
          confirmLabel="Create and add"
          onClose={() => setCreating(false)}
          onCreate={(title) => {
            const playlistId = newId()
            setCreating(false)
            edit.mutate(
              { playlistId, op: { type: 'save', title, public: false } },
              { onSuccess: () => addTo(playlistId, title) },
            )
          }}
        />
      )}
      {added && (
        <Text role="status" fontSize="sm" color="fg.muted">
          {added}
        </Text>
      )}
      {edit.error && (
        <Text role="alert" fontSize="sm" color="fg.error">
          {edit.error.message}
        </Text>
      )}
    </>
  )
}

export function AddToPlaylistButton({ episodeId }: { episodeId: string }) {
  if (!useUser()) return null
  return <AddToPlaylistMenu label="Add to playlist" what="Episode" op={{ type: 'add', episodeId }} />
}

export function AddChannelToPlaylistButton({ channelId }: { channelId: string }) {
  if (!useUser()) return null
  return <AddToPlaylistMenu label="Add channel to playlist" what="Channel" op={{ type: 'addChannel', channelId }} />
}
