import { Stack, Text } from '@chakra-ui/react'
import { stepText, type PublishStep } from './use-publish-episode'

/** Which step publishing is at, and how far, as a progress bar. Only the step is announced (a screen
 *  reader would otherwise read out every percent); the bar keeps the value for whoever asks. */
export function PublishProgress({ step, percent }: { step: PublishStep; percent: number }) {
  if (step === 'idle') return null
  const label = stepText[step]
  const measured = step !== 'publishing'
  return (
    <Stack gap="1" maxW="md">
      <Text>
        <span aria-live="polite">{label}…</span>
        {measured && <span aria-hidden="true"> {percent}%</span>}
      </Text>
      <progress aria-label={label} max={100} value={measured ? percent : undefined} style={{ width: '100%' }} />
    </Stack>
  )
}
