// /audiolibrary/create/{type}: a title and a type, then a file uploaded (checked by its first bytes
// and size here, resumable, with progress) or a recording made with the studio's microphone.
import { Button, Heading, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink, useParams } from '@tanstack/react-router'
import { useState } from 'react'
import {
  audioLibraryMessages,
  libraryAudioType,
  libraryAudioTypes,
  type LibraryAudioType,
} from '#contract/audio-library'
import { newId } from '#shared/new-id'
import { PlainField } from '../ui/plain/plain-field'
import { ErrorAlert } from '../ui/error-alert'
import { TextField } from '../ui/text-field'
import { checkChosenFile, titleFromFileName } from './chosen-file'
import { createTexts } from './create-texts'
import { LibraryPage } from './library-page'
import { LibraryTypeSelect } from './library-type-select'
import { libraryAudioTypeSingular } from './library-texts'
import { RecordSection } from './record-section'
import { UploadProgress } from './upload-progress'
import { useLibraryRecorder } from './use-library-recorder'
import { useLibraryUpload } from './use-library-upload'

function UnknownType() {
  return (
    <Stack gap="3">
      <Text>{createTexts.unknownType}</Text>
      <Stack as="ul" gap="1" ps="5">
        {libraryAudioTypes.map((type) => (
          <li key={type}>
            <Link asChild color="brand.fg">
              <RouterLink to="/audiolibrary/create/$type" params={{ type }}>
                {libraryAudioTypeSingular[type]}
              </RouterLink>
            </Link>
          </li>
        ))}
      </Stack>
    </Stack>
  )
}

function Done({ audioId, onAnother }: { audioId: string; onAnother: () => void }) {
  return (
    <Stack gap="3">
      <Text role="status" fontWeight="semibold" fontSize="lg">
        {createTexts.done}
      </Text>
      <Stack direction="row" gap="3" wrap="wrap">
        <Button asChild>
          <RouterLink to="/audiolibrary/edit/$audioId" params={{ audioId }}>
            {createTexts.openIt}
          </RouterLink>
        </Button>
        <Button variant="outline" onClick={onAnother}>
          {createTexts.another}
        </Button>
      </Stack>
    </Stack>
  )
}

export function AudioCreateScreen() {
  const { type: typeParam } = useParams({ from: '/audiolibrary/create/$type' })
  const parsedType = libraryAudioType.safeParse(typeParam)
  return (
    <LibraryPage heading={createTexts.heading}>
      {parsedType.success ? <CreateForm key={parsedType.data} initialType={parsedType.data} /> : <UnknownType />}
    </LibraryPage>
  )
}

function CreateForm({ initialType }: { initialType: LibraryAudioType }) {
  const [title, setTitle] = useState('')
  const [type, setType] = useState(initialType)
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string | undefined>()
  const [titleError, setTitleError] = useState<string | undefined>()
  const upload = useLibraryUpload()
  const microphone = useLibraryRecorder()
  const sending = upload.state.phase === 'sending'

  const titleOk = () => {
    const missing = title.trim() === ''
    setTitleError(missing ? audioLibraryMessages.titleRequired : undefined)
    return !missing
  }

  const send = async (blob: Blob, source: 'upload' | 'recording', durationMs?: number) => {
    const checked = await checkChosenFile(blob)
    if (!checked.ok) return setFileError(checked.message)
    await upload.send(blob, {
      audioId: newId(),
      type,
      title: title.trim(),
      mime: checked.mime,
      source,
      ...(durationMs ? { durationMs } : {}),
    })
  }

  const uploadFile = () => {
    setFileError(undefined)
    const hasTitle = titleOk()
    if (!file) return setFileError(createTexts.chooseFile)
    if (hasTitle) void send(file, 'upload')
  }

  const saveRecording = (recording: Blob, durationMs: number) => {
    setFileError(undefined)
    if (titleOk()) void send(recording, 'recording', durationMs)
  }

  if (upload.state.phase === 'done')
    return (
      <Done
        audioId={upload.state.audioId}
        onAnother={() => {
          upload.reset()
          void microphone.recorder.reset()
          setTitle('')
          setFile(null)
        }}
      />
    )

  return (
    <Stack gap="6">
      <Stack gap="4">
        <TextField
          label={createTexts.title}
          value={title}
          onChange={setTitle}
          error={titleError}
          maxLength={200}
          required
        />
        <LibraryTypeSelect label={createTexts.type} value={type} onChange={setType} />
      </Stack>
      <Stack as="section" gap="3" aria-labelledby="upload-audio-heading">
        <Heading as="h2" size="md" id="upload-audio-heading">
          {createTexts.uploadHeading}
        </Heading>
        <PlainField
          label={createTexts.file}
          hint={file ? `${createTexts.fileHint} Chosen: ${file.name}` : createTexts.fileHint}
          error={fileError}
        >
          {(field) => (
            <input
              className="plain-input"
              type="file"
              accept="audio/*,.mp3,.m4a,.aac,.mp4,.wav,.flac,.ogg,.oga,.opus,.webm"
              {...field}
              onChange={(event) => {
                const chosen = event.currentTarget.files?.[0] ?? null
                setFile(chosen)
                setFileError(undefined)
                if (chosen && title.trim() === '') setTitle(titleFromFileName(chosen.name))
              }}
            />
          )}
        </PlainField>
        <Button alignSelf="start" onClick={uploadFile} loading={sending} disabled={sending}>
          {createTexts.upload}
        </Button>
      </Stack>
      {upload.state.phase === 'sending' && <UploadProgress percent={upload.state.percent} />}
      <ErrorAlert message={upload.state.phase === 'failed' ? upload.state.message : null} />
      <RecordSection microphone={microphone} busy={sending} onSave={saveRecording} />
    </Stack>
  )
}
