import { Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { episodeLimits, episodeMessages, type EpisodeSummary } from '#contract/episodes'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { ErrorAlert } from '../ui/error-alert'
import { TextField } from '../ui/text-field'
import { useApproveEpisode, useDeleteEpisode, useUpdateEpisode } from './channel-episode-queries'

/** What the channel's editors do with an episode: publish now, unpublish, approve a student's,
 *  change its title and description, delete it. */
export function EpisodeEditorActions({ episode }: { episode: EpisodeSummary }) {
  const update = useUpdateEpisode(episode.linkId)
  const approve = useApproveEpisode(episode.linkId)
  const remove = useDeleteEpisode(episode.linkId)
  const [editing, setEditing] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const { state } = episode

  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap">
        {state === 'waiting' && (
          <Button size="xs" loading={approve.isPending} onClick={() => approve.mutate()}>
            Approve
          </Button>
        )}
        {(state === 'unpublished' || state === 'scheduled') && (
          <Button
            size="xs"
            loading={update.isPending}
            onClick={() => update.mutate({ publishAt: new Date().toISOString() })}
          >
            Publish now
          </Button>
        )}
        {(state === 'published' || state === 'scheduled') && (
          <Button
            size="xs"
            variant="outline"
            loading={update.isPending}
            onClick={() => update.mutate({ publishAt: null })}
          >
            Unpublish
          </Button>
        )}
        <Button size="xs" variant="outline" aria-expanded={editing} onClick={() => setEditing((open) => !open)}>
          Edit details
        </Button>
        <Button size="xs" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
          Delete
        </Button>
      </HStack>
      <ErrorAlert error={update.error ?? approve.error ?? remove.error} />
      {editing && <EpisodeDetailsForm episode={episode} onDone={() => setEditing(false)} />}
      <ConfirmDialog
        open={confirming}
        title="Delete this episode?"
        confirmLabel="Delete episode"
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate(undefined, { onSettled: () => setConfirming(false) })}
      >
        <Text>“{episode.title}” and its audio are deleted for everyone, and leave the feed.</Text>
      </ConfirmDialog>
    </Stack>
  )
}

function EpisodeDetailsForm({ episode, onDone }: { episode: EpisodeSummary; onDone: () => void }) {
  const update = useUpdateEpisode(episode.linkId)
  const [title, setTitle] = useState(episode.title)
  const [description, setDescription] = useState(episode.description)
  const [titleError, setTitleError] = useState<string>()

  function submit(event: FormEvent) {
    event.preventDefault()
    const trimmed = title.trim()
    setTitleError(trimmed ? undefined : episodeMessages.titleRequired)
    if (!trimmed) return
    update.mutate({ title: trimmed, description: description.trim() }, { onSuccess: onDone })
  }

  return (
    <form onSubmit={submit} noValidate aria-label={`Details of ${episode.title}`}>
      <Stack gap="2" maxW="lg">
        <TextField
          label="Episode title"
          value={title}
          onChange={setTitle}
          maxLength={episodeLimits.titleMax}
          error={titleError}
        />
        <Field.Root>
          <Field.Label>Episode description</Field.Label>
          <Textarea
            value={description}
            rows={3}
            maxLength={episodeLimits.descriptionMax}
            onChange={(event) => setDescription(event.target.value)}
          />
        </Field.Root>
        <ErrorAlert error={update.error} />
        <HStack gap="2">
          <Button type="submit" size="sm" loading={update.isPending}>
            Save details
          </Button>
          <Button size="sm" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </form>
  )
}
