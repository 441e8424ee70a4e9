import { Button, Heading, Stack, Text } from '@chakra-ui/react'
import { toDbfs } from '../audio/decibels'
import { ErrorAlert } from '../ui/error-alert'
import { LevelBar } from '../ui/level-bar'
import { createTexts } from './create-texts'
import { clockTime } from './library-texts'
import type { useLibraryRecorder } from './use-library-recorder'

interface RecordSectionProps {
  microphone: ReturnType<typeof useLibraryRecorder>
  busy: boolean
  onSave: (recording: Blob, durationMs: number) => void
}

/** Record with the studio's microphone, hear it, and save it to the library. */
export function RecordSection({ microphone, busy, onSave }: RecordSectionProps) {
  const { recorder, state, level, heldLevel, durationMs } = microphone
  const recording = state.status === 'recording'
  return (
    <Stack as="section" gap="3" aria-labelledby="record-audio-heading">
      <Heading as="h2" size="md" id="record-audio-heading">
        {createTexts.recordHeading}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {createTexts.recordHint}
      </Text>
      <Text aria-live="polite">
        {recording
          ? createTexts.recording
          : state.recording && durationMs
            ? createTexts.recorded(clockTime(durationMs))
            : ''}
      </Text>
      {recording && <LevelBar level={level} heldDb={toDbfs(heldLevel)} />}
      <Stack direction="row" gap="2" wrap="wrap">
        {recording ? (
          <Button colorPalette="red" onClick={() => void recorder.stop()}>
            {createTexts.stop}
          </Button>
        ) : (
          <Button variant="outline" disabled={busy || state.status === 'playing'} onClick={() => void recorder.start()}>
            {createTexts.start}
          </Button>
        )}
        {state.status === 'playing' ? (
          <Button variant="outline" onClick={() => recorder.stopPlaying()}>
            {createTexts.stopPlaying}
          </Button>
        ) : (
          <Button variant="outline" disabled={!state.recording || recording} onClick={() => void recorder.play()}>
            {createTexts.playRecording}
          </Button>
        )}
        <Button
          disabled={!state.recording || !durationMs || recording || busy}
          onClick={() => state.recording && durationMs && onSave(state.recording, durationMs)}
        >
          {createTexts.saveRecording}
        </Button>
      </Stack>
      <ErrorAlert message={state.error} />
    </Stack>
  )
}
