import { Field, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { memo, useSyncExternalStore } from 'react'
import { captureSettings, describeProcessing, processingMismatch, useMicrophones, type CaptureReport } from '../takes'

export const cleanUpLabel = 'Clean up for a noisy room or no headphones'
export const cleanUpHint =
  'Turns on the browser’s echo cancellation, noise suppression and automatic gain. Use it only without headphones or in a noisy room: auditions, audiobooks and podcasts want the voice unprocessed.'

const useCaptureSettings = () =>
  useSyncExternalStore(captureSettings.subscribe, captureSettings.get, captureSettings.get)

/** This device's microphone and whether the browser cleans it up, with what the browser really did for the last take. */
export const MicrophonePanel = memo(function MicrophonePanel({ capture }: { capture: CaptureReport | null }) {
  const settings = useCaptureSettings()
  const microphones = useMicrophones(capture)
  const chosen = settings.deviceId ?? ''
  const mismatch = capture ? processingMismatch(capture, settings.cleanUp) : null
  return (
    <Stack as="section" gap="3" aria-labelledby="microphone-heading">
      <Heading as="h2" size="md" id="microphone-heading">
        Microphone
      </Heading>
      <Field.Root maxW="md">
        <Field.Label>Microphone</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={chosen}
            onChange={(event) => captureSettings.update({ deviceId: event.target.value || null })}
          >
            <option value="">The device’s default microphone</option>
            {microphones.map((microphone) => (
              <option key={microphone.deviceId} value={microphone.deviceId}>
                {microphone.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Stack gap="0">
        <HStack as="label" gap="2" cursor="pointer">
          <input
            type="checkbox"
            checked={settings.cleanUp}
            onChange={(event) => captureSettings.update({ cleanUp: event.target.checked })}
          />
          <Text>{cleanUpLabel}</Text>
        </HStack>
        <Text fontSize="sm" color="fg.muted" ps="6">
          {cleanUpHint}
        </Text>
      </Stack>
      {capture && (
        <Text fontSize="sm" color="fg.muted">
          Last take: {describeProcessing(capture)}
          {capture.sampleRate ? `, ${capture.sampleRate / 1000} kHz` : ''}.
        </Text>
      )}
      {mismatch && (
        <Text fontSize="sm" role="status">
          {mismatch}
        </Text>
      )}
    </Stack>
  )
})
