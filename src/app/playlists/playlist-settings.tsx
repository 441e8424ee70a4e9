// The owner's controls of a playlist: its name, whether anyone may open it, deleting it.
import { Button, HStack, Text } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { playlistLimits, playlistMessages, type PlaylistView } from '#contract/playlists'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { TextField } from '../ui/text-field'
import { usePlaylistEdit } from './use-playlist-edits'

function RenameForm({ playlist, onDone }: { playlist: PlaylistView; onDone: () => void }) {
  const edit = usePlaylistEdit()
  const [title, setTitle] = useState(playlist.title)
  const [error, setError] = useState<string>()
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        if (!title.trim()) return setError(playlistMessages.titleRequired)
        edit.mutate(
          { playlistId: playlist.id, op: { type: 'save', title: title.trim(), public: playlist.public } },
          { onSuccess: onDone },
        )
      }}
    >
      <HStack align="end" gap="2" wrap="wrap">
        <TextField
          label="Playlist name"
          value={title}
          onChange={setTitle}
          error={error ?? edit.error?.message}
          maxLength={playlistLimits.titleMax}
          autoFocus
        />
        <Button type="submit" loading={edit.isPending}>
          Save name
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </HStack>
    </form>
  )
}

export function PlaylistSettings({ playlist }: { playlist: PlaylistView }) {
  const edit = usePlaylistEdit()
  const navigate = useNavigate()
  const [renaming, setRenaming] = useState(false)
  const [deleting, setDeleting] = useState(false)
  if (renaming) return <RenameForm playlist={playlist} onDone={() => setRenaming(false)} />
  return (
    <HStack gap="4" wrap="wrap">
      <HStack as="label" gap="2" cursor="pointer">
        <input
          type="checkbox"
          checked={playlist.public}
          onChange={(event) =>
            edit.mutate({
              playlistId: playlist.id,
              op: { type: 'save', title: playlist.title, public: event.target.checked },
            })
          }
        />
        <Text>Public</Text>
      </HStack>
      <Button size="sm" variant="outline" onClick={() => setRenaming(true)}>
        Rename
      </Button>
      <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setDeleting(true)}>
        Delete playlist
      </Button>
      {deleting && (
        <ConfirmDialog
          title="Delete this playlist?"
          confirmLabel="Delete playlist"
          onCancel={() => setDeleting(false)}
          onConfirm={() => {
            setDeleting(false)
            edit.mutate(
              { playlistId: playlist.id, op: { type: 'delete' } },
              { onSuccess: () => void navigate({ to: '/playlists' }) },
            )
          }}
        >
          “{playlist.title}” will be deleted. The episodes stay on their channels.
        </ConfirmDialog>
      )}
    </HStack>
  )
}
