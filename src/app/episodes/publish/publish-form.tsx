import { Button, Field, HStack, Stack, Text } from '@chakra-ui/react'
import { useId, useState, type FormEvent } from 'react'
import type { Session } from '#contract/sessions'
import { useOnline } from '#app/offline/use-online'
import { ErrorAlert } from '#app/ui/error-alert'
import type { EpisodeSource } from './episode-source'
import { checkPublishDetails, type PublishDetails, type PublishDetailsErrors } from './publish-details'
import { PublishDetailsFields } from './publish-details-fields'
import { FileLoudnessCheck } from './file-loudness-check'
import { PublishProgress } from './publish-progress'
import { ChosenSession, SessionChoice } from './session-source'
import { useFileLoudness } from './use-file-loudness'
import { usePublishEpisode } from './use-publish-episode'
import { NameFirst } from '#app/profiles/name-first'

export const publishNeedsConnectionText = 'You are offline. Publishing an episode needs a connection.'
export const chooseSourceText = 'Please choose a session or an audio file.'

type SourceKind = 'session' | 'file'

/** Where the audio comes from, the episode's details, and the way through rendering, uploading and publishing. */
export function PublishForm({ channelId }: { channelId: string }) {
  const online = useOnline()
  const publishing = usePublishEpisode(channelId)
  const fileInputId = useId()
  const [kind, setKind] = useState<SourceKind>('session')
  const [sessionId, setSessionId] = useState<string | null>(null)
  const [file, setFile] = useState<File | null>(null)
  const loudness = useFileLoudness(kind === 'file' ? file : null)
  const [details, setDetails] = useState<PublishDetails>({ title: '', description: '', when: 'now', publishAt: '' })
  const [errors, setErrors] = useState<PublishDetailsErrors>({})
  const [sourceError, setSourceError] = useState<string | null>(null)
  const change = (patch: Partial<PublishDetails>) => setDetails((current) => ({ ...current, ...patch }))
  const titleFrom = (name: string) =>
    setDetails((current) => (current.title.trim() ? current : { ...current, title: name }))

  function submit(source: EpisodeSource | null) {
    return (event: FormEvent) => {
      event.preventDefault()
      setSourceError(source ? null : chooseSourceText)
      const checked = checkPublishDetails(details)
      setErrors(checked.errors ?? {})
      if (!source || checked.errors) return
      void publishing.publish({
        source,
        title: details.title.trim(),
        description: details.description.trim(),
        publishAt: checked.publishAt,
      })
    }
  }

  const actions = (source: EpisodeSource | null) => (
    <>
      <NameFirst seenBy="Your listeners" />
      <form onSubmit={submit(source)} noValidate aria-label="Episode details">
        <Stack gap="5">
          <PublishDetailsFields details={details} errors={errors} onChange={change} />
          <ErrorAlert message={sourceError ?? publishing.error ?? (online ? null : publishNeedsConnectionText)} />
          {publishing.unplayable.length > 0 && (
            <Text fontSize="sm">
              This browser could not play these takes, so they are left out: {publishing.unplayable.join(' · ')}
            </Text>
          )}
          <PublishProgress step={publishing.step} percent={publishing.percent} />
          <HStack>
            <Button
              type="submit"
              loading={publishing.busy}
              loadingText="Publishing…"
              disabled={!online || loudness.busy}
            >
              {publishing.error ? 'Try again' : details.when === 'draft' ? 'Save episode' : 'Publish episode'}
            </Button>
          </HStack>
        </Stack>
      </form>
    </>
  )

  return (
    <Stack gap="6">
      <Stack as="fieldset" gap="1" border="0" p="0" m="0" aria-disabled={publishing.busy}>
        <Text as="legend" fontWeight="medium" mb="1">
          Audio
        </Text>
        {(
          [
            ['session', 'From a session'],
            ['file', 'From an audio file'],
          ] as const
        ).map(([value, label]) => (
          <HStack as="label" key={value} gap="2" cursor="pointer">
            <input
              type="radio"
              name="episode-source"
              value={value}
              checked={kind === value}
              disabled={publishing.busy}
              onChange={() => setKind(value)}
            />
            <Text>{label}</Text>
          </HStack>
        ))}
      </Stack>
      {kind === 'session' ? (
        <Stack gap="4">
          <SessionChoice
            chosen={sessionId}
            onChoose={(summary) => {
              setSessionId(summary.id)
              titleFrom(summary.title)
            }}
          />
          {sessionId ? (
            <ChosenSession sessionId={sessionId}>
              {(session: Session) => actions({ kind: 'session', session })}
            </ChosenSession>
          ) : (
            actions(null)
          )}
        </Stack>
      ) : (
        <Stack gap="4">
          <Field.Root>
            <Field.Label htmlFor={fileInputId}>Audio file</Field.Label>
            <input
              id={fileInputId}
              type="file"
              accept="audio/*,.mp3,.m4a"
              disabled={publishing.busy}
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null
                setFile(chosen)
                if (chosen) titleFrom(chosen.name.replace(/\.[^.]+$/, ''))
              }}
            />
            <Field.HelperText>
              MP3 and M4A files are sent as they are; other audio is converted to MP3 on this device first. Its loudness
              is measured here when you choose it.
            </Field.HelperText>
          </Field.Root>
          <FileLoudnessCheck loudness={loudness} />
          {actions(file ? { kind: 'file', file, normalised: loudness.normalised } : null)}
        </Stack>
      )}
    </Stack>
  )
}
