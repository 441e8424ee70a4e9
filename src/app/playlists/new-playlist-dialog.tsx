import { CloseButton, Dialog, Portal } from '@chakra-ui/react'
import { useState } from 'react'
import { playlistLimits, playlistMessages } from '#contract/playlists'
import { DialogActions } from '../ui/dialog-actions'
import { TextField } from '../ui/text-field'

interface NewPlaylistDialogProps {
  confirmLabel: string
  onCreate: (title: string) => void
  onClose: () => void
}

/** Asks for the new playlist's name. */
export function NewPlaylistDialog({ confirmLabel, onCreate, onClose }: NewPlaylistDialogProps) {
  const [title, setTitle] = useState('')
  const [error, setError] = useState<string>()
  const create = () => {
    if (!title.trim()) return setError(playlistMessages.titleRequired)
    onCreate(title.trim())
  }
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} placement="center" motionPreset="none">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>New playlist</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
            <Dialog.Body>
              <form
                onSubmit={(event) => {
                  event.preventDefault()
                  create()
                }}
              >
                <TextField
                  label="Playlist name"
                  value={title}
                  onChange={setTitle}
                  error={error}
                  maxLength={playlistLimits.titleMax}
                  autoFocus
                />
              </form>
            </Dialog.Body>
            <DialogActions cancelLabel="Cancel" onCancel={onClose} confirmLabel={confirmLabel} onConfirm={create} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
