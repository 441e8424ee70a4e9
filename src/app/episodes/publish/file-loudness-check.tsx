// What the chosen file measures against the Podcast preset, and the offer to normalise it when it
// misses: the new MP3 is the one published, and its own preflight replaces the file's.
import { Button, Stack, Text } from '@chakra-ui/react'
import { ErrorAlert } from '#app/ui/error-alert'
import { LiveRegion } from '#app/ui/live-region'
import { allPass, PreflightList } from '#app/ui/preflight-list'
import type { useFileLoudness } from './use-file-loudness'

export const normaliseLabel = 'Normalise to -16 LUFS'

export function FileLoudnessCheck({ loudness }: { loudness: ReturnType<typeof useFileLoudness> }) {
  const { state } = loudness
  const rules = 'rules' in state ? state.rules : undefined
  const headline =
    state.status === 'normalised'
      ? 'Normalised for podcasts: this new MP3 is the one published'
      : rules && allPass(rules)
        ? 'Loudness for podcasts: ready to publish'
        : 'Loudness for podcasts: outside the target of -16 LUFS with true peak at most -1 dBTP'
  return (
    <Stack gap="2">
      <LiveRegion>
        {state.status === 'measuring' && <Text fontSize="sm">Measuring the file’s loudness…</Text>}
        {state.status === 'normalising' && <Text fontSize="sm">Normalising {state.percent}%</Text>}
      </LiveRegion>
      {rules && (
        <Stack gap="2" role="region" aria-label="Loudness check">
          <Text fontWeight="medium">{headline}</Text>
          <PreflightList rules={rules} />
          {state.status !== 'normalised' && !allPass(rules) && (
            <Stack gap="1" align="flex-start">
              <Button
                variant="outline"
                onClick={() => void loudness.normalise()}
                loading={loudness.busy}
                loadingText="Normalising…"
              >
                {normaliseLabel}
              </Button>
              <Text fontSize="sm" color="fg.muted">
                Makes a new MP3 on this device (mono, 128 kbps) at -16 LUFS with its true peak under -1 dBTP. The file
                you chose is not changed.
              </Text>
            </Stack>
          )}
        </Stack>
      )}
      <ErrorAlert message={state.status === 'failed' ? state.message : null} />
    </Stack>
  )
}
