// /audiolibrary/edit/{audioId}: rename, change the type, trim the start and the end (heard before
// saving), delete; an imported sound shows its credit and licence.
import { Button, Link, Stack, Text } from '@chakra-ui/react'
import { useNavigate, useParams } from '@tanstack/react-router'
import { useState } from 'react'
import { audioLibraryMessages, type LibraryAudio } from '#contract/audio-library'
import { useOnline } from '../offline/use-online'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { ErrorAlert } from '../ui/error-alert'
import { QueryStates } from '../ui/query-states'
import { TextField } from '../ui/text-field'
import { useDeleteLibraryAudio, useLibraryAudio, useUpdateLibraryAudio } from './audio-library-queries'
import { editTexts } from './edit-texts'
import { LibraryPage } from './library-page'
import { LibraryTypeSelect } from './library-type-select'
import { clockTime } from './library-texts'
import { checkTrim, secondsText } from './trim-input'
import { TrimPreview } from './trim-preview'

export function AudioEditScreen() {
  const { audioId } = useParams({ from: '/audiolibrary/edit/$audioId' })
  const audio = useLibraryAudio(audioId)
  return (
    <LibraryPage heading={editTexts.heading}>
      <QueryStates query={audio} loading={editTexts.loading} missing={audioLibraryMessages.unknownAudio}>
        {(found) => <EditForm key={found.id} audio={found} />}
      </QueryStates>
    </LibraryPage>
  )
}

function Credit({ audio }: { audio: LibraryAudio }) {
  if (!audio.attribution) return null
  const { attribution, url, licenceName, licenceUrl } = audio.attribution
  return (
    <Stack gap="1" fontSize="sm">
      <Text>
        {editTexts.from}:{' '}
        <Link href={url} target="_blank" rel="noopener noreferrer" color="brand.fg">
          {attribution}
        </Link>
      </Text>
      <Text>
        {editTexts.licence}:{' '}
        <Link href={licenceUrl} target="_blank" rel="noopener noreferrer" color="brand.fg">
          {licenceName}
        </Link>
      </Text>
    </Stack>
  )
}

function EditForm({ audio }: { audio: LibraryAudio }) {
  const online = useOnline()
  const navigate = useNavigate()
  const update = useUpdateLibraryAudio(audio.id)
  const remove = useDeleteLibraryAudio(audio.id)
  const [title, setTitle] = useState(audio.title)
  const [type, setType] = useState(audio.type)
  const [start, setStart] = useState(audio.trimStartMs ? secondsText(audio.trimStartMs) : '')
  const [end, setEnd] = useState(secondsText(audio.trimEndMs))
  const [titleError, setTitleError] = useState<string | undefined>()
  const [confirming, setConfirming] = useState(false)
  const trim = checkTrim(start, end, audio.durationMs)

  const save = () => {
    update.reset()
    const missing = title.trim() === ''
    setTitleError(missing ? audioLibraryMessages.titleRequired : undefined)
    if (missing || !trim.ok) return
    update.mutate({ title: title.trim(), type, trimStartMs: trim.trimStartMs, trimEndMs: trim.trimEndMs })
  }

  const edited = () => update.reset()
  return (
    <Stack gap="5">
      <Text color="fg.muted">
        {clockTime(audio.durationMs)} · {audio.mime}
      </Text>
      <Credit audio={audio} />
      <TrimPreview
        audioId={audio.id}
        title={audio.title}
        startMs={trim.ok ? trim.trimStartMs : audio.trimStartMs}
        endMs={trim.ok ? trim.trimEndMs : audio.trimEndMs}
      />
      <TextField
        label={editTexts.title}
        value={title}
        onChange={(value) => (setTitle(value), edited())}
        error={titleError}
        maxLength={200}
        required
      />
      <LibraryTypeSelect label={editTexts.type} value={type} onChange={(value) => (setType(value), edited())} />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <TextField
          label={editTexts.trimStart}
          inputMode="decimal"
          value={start}
          onChange={(value) => (setStart(value), edited())}
          hint={editTexts.trimStartHint}
          error={!trim.ok && trim.field === 'start' ? trim.message : undefined}
        />
        <TextField
          label={editTexts.trimEnd}
          inputMode="decimal"
          value={end}
          onChange={(value) => (setEnd(value), edited())}
          hint={editTexts.trimEndHint(clockTime(audio.durationMs))}
          error={!trim.ok && trim.field === 'end' ? trim.message : undefined}
        />
      </Stack>
      <Stack direction="row" gap="3" wrap="wrap">
        <Button onClick={save} loading={update.isPending} disabled={!online}>
          {editTexts.save}
        </Button>
        <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)} disabled={!online}>
          {editTexts.delete}
        </Button>
      </Stack>
      {!online && (
        <Text fontSize="sm" color="fg.muted">
          {editTexts.offline}
        </Text>
      )}
      {update.isSuccess && <Text role="status">{editTexts.saved}</Text>}
      <ErrorAlert error={update.error ?? remove.error} />
      <ConfirmDialog
        open={confirming}
        title={editTexts.deleteTitle}
        confirmLabel={editTexts.delete}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => void navigate({ to: '/audiolibrary' }),
            onSettled: () => setConfirming(false),
          })
        }
      >
        {editTexts.deleteText(audio.title)}
      </ConfirmDialog>
    </Stack>
  )
}
