import { Box, Button, Field, Stack, Text } from '@chakra-ui/react'
import { toDbfs } from '#app/audio/decibels'
import { introUrl } from '#contract/profiles'
import type { Visibility } from '#contract/users'
import { useAppContext } from '#app/router/use-app-context'
import type { IntroRecorder, IntroState } from './intro-recorder'
import { ErrorAlert } from '#app/ui/error-alert'
import { LevelBar } from '#app/ui/level-bar'
import { loadUserFile } from '#app/ui/user-file'
import { VisibilitySelect } from './visibility-select'

interface IntroFieldProps {
  saved: string | null
  removed: boolean
  recorder: IntroRecorder
  state: IntroState
  level: number
  heldLevel: number
  onRemove: () => void
  visibility: Visibility
  onVisibilityChange: (value: Visibility) => void
}

const statusText = (state: IntroState, hasSaved: boolean) =>
  state.status === 'recording'
    ? 'Recording…'
    : state.status === 'playing'
      ? 'Playing…'
      : state.recording
        ? 'New intro recorded. Save Changes to keep it.'
        : hasSaved
          ? 'Your intro is saved.'
          : 'No intro yet.'

/** Intro audio: record (the studio's microphone), play, and its visibility. */
export function IntroField({
  saved,
  removed,
  recorder,
  state,
  level,
  heldLevel,
  onRemove,
  visibility,
  onVisibilityChange,
}: IntroFieldProps) {
  const { auth } = useAppContext()
  const hasSaved = Boolean(saved) && !removed
  const canPlay = Boolean(state.recording) || hasSaved

  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label>Intro audio</Field.Label>
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {statusText(state, hasSaved)}
        </Text>
        {state.status === 'recording' && (
          <Box mt="1">
            <LevelBar level={level} heldDb={toDbfs(heldLevel)} />
          </Box>
        )}
        <Stack direction="row" gap="2" mt="2" wrap="wrap">
          {state.status === 'recording' ? (
            <Button size="sm" colorPalette="red" onClick={() => void recorder.stop()}>
              Stop recording
            </Button>
          ) : (
            <Button
              size="sm"
              variant="outline"
              disabled={state.status === 'playing'}
              onClick={() => void recorder.start()}
            >
              Record intro
            </Button>
          )}
          {state.status === 'playing' ? (
            <Button size="sm" variant="outline" onClick={() => recorder.stopPlaying()}>
              Stop playing
            </Button>
          ) : (
            <Button
              size="sm"
              variant="outline"
              disabled={!canPlay || state.status === 'recording'}
              onClick={() =>
                void recorder.play(saved && !removed ? () => loadUserFile(auth, introUrl(saved)) : undefined)
              }
            >
              Play intro
            </Button>
          )}
          {(hasSaved || state.recording) && state.status === 'idle' && (
            <Button size="sm" variant="ghost" onClick={onRemove}>
              Remove the intro
            </Button>
          )}
        </Stack>
      </Field.Root>
      <ErrorAlert message={state.error} />
      <VisibilitySelect label="Intro visibility" value={visibility} onChange={onVisibilityChange} />
    </Stack>
  )
}
