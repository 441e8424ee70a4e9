import { Button, HStack, Stack } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import type { ChannelView } from '#contract/channels'
import { messageOf } from '../api/api-error'
import { useOnline } from '../offline/use-online'
import { ErrorAlert } from '../ui/error-alert'
import { checkArtwork } from './artwork-check'
import { ArtworkField } from './artwork-field'
import { checkChannelForm, fieldOfServerMessage, type ChannelFormErrors, type ChannelFormValues } from './channel-form'
import { ChannelFormFields, type ClassChoice } from './channel-form-fields'
import { useCreateChannel, useUpdateChannel, useUploadArtwork } from './channel-queries'

export const channelNeedsConnectionText = 'You are offline. Saving a channel needs a connection.'

interface ChannelEditorProps {
  /** The channel to change; undefined makes a new one. */
  channel?: ChannelView
  initial: ChannelFormValues
  classes?: ClassChoice[]
}

/** The channel's form. A new channel's artwork is sent once the channel exists; if that fails, the
 *  form goes on as the saved channel's, with the artwork's message, so nothing typed is lost. An
 *  existing channel's artwork is sent as soon as it is chosen. */
export function ChannelEditor({ channel, initial, classes }: ChannelEditorProps) {
  const navigate = useNavigate()
  const online = useOnline()
  const [saved, setSaved] = useState(channel)
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<ChannelFormErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [artworkFile, setArtworkFile] = useState<File | null>(null)
  const [artworkError, setArtworkError] = useState<string | null>(null)
  const create = useCreateChannel()
  const update = useUpdateChannel(saved?.id ?? '')
  const artwork = useUploadArtwork()
  const busy = create.isPending || update.isPending || artwork.isPending

  const change = (patch: Partial<ChannelFormValues>) => setValues((current) => ({ ...current, ...patch }))

  function showRefusal(error: unknown) {
    const message = messageOf(error)
    const field = fieldOfServerMessage(message)
    if (field) setErrors({ [field]: message })
    else setFormError(message)
  }

  async function sendArtwork(channelId: string, file: File): Promise<boolean> {
    setArtworkError(null)
    try {
      await artwork.mutateAsync({ channelId, file })
      setArtworkFile(null)
      return true
    } catch (error) {
      setArtworkError(messageOf(error))
      return false
    }
  }

  async function chooseArtwork(file: File) {
    const problem = await checkArtwork(file)
    setArtworkError(problem)
    if (problem) return
    if (saved) await sendArtwork(saved.id, file)
    else setArtworkFile(file)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setFormError(null)
    const checked = checkChannelForm(values)
    setErrors(checked.errors ?? {})
    if (!checked.body) return
    let result: ChannelView
    try {
      result = saved
        ? await update.mutateAsync(checked.body)
        : await create.mutateAsync({ ...checked.body, ...(values.classId ? { classId: values.classId } : {}) })
    } catch (error) {
      showRefusal(error)
      return
    }
    setSaved(result)
    if (artworkFile && !(await sendArtwork(result.id, artworkFile))) return
    void navigate({ to: '/channel/$channelId', params: { channelId: result.id } })
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={saved ? 'Channel details' : 'New channel'}>
      <Stack gap="5" maxW="2xl">
        <ChannelFormFields values={values} errors={errors} onChange={change} classes={saved ? undefined : classes} />
        <ArtworkField
          title={values.title}
          artwork={saved?.artwork ?? null}
          chosen={artworkFile}
          busy={artwork.isPending}
          error={artworkError}
          onChoose={(file) => void chooseArtwork(file)}
        />
        <ErrorAlert message={formError ?? (online ? null : channelNeedsConnectionText)} />
        <HStack gap="2">
          <Button type="submit" loading={busy} disabled={!online}>
            {saved ? 'Save' : 'Create channel'}
          </Button>
          {saved && (
            <Button
              variant="ghost"
              onClick={() => void navigate({ to: '/channel/$channelId', params: { channelId: saved.id } })}
            >
              Back to the channel
            </Button>
          )}
        </HStack>
      </Stack>
    </form>
  )
}
