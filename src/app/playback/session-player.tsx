import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useMemo } from 'react'
import { backgroundTrackCount } from '../../contract/sessions'
import { ErrorAlert } from '../auth/error-alert'
import { describeLine, playbackPlan, type PlayableSession, type PlayableTake } from './playback-plan'
import { useMixdown } from './use-mixdown'
import { useSessionPlayback } from './use-session-playback'

export type { PlayableSession, PlayableTake } from './playback-plan'

/** Plays a whole session over its background track, and renders it to a WAV file. Used by the
 *  studio (with this device's takes) and the portfolio. */
export function SessionPlayer({ session, loadAudio }: { session: PlayableSession; loadAudio: (take: PlayableTake) => Promise<Blob> }) {
  const { missing } = useMemo(() => playbackPlan(session), [session])
  const playback = useSessionPlayback(session, loadAudio)
  const mixdown = useMixdown(session, loadAudio)
  const active = playback.phase !== 'idle'

  return (
    <Stack gap="3" role="group" aria-label={`Playback of ${session.title}`}>
      <HStack gap="3" wrap="wrap">
        <Button onClick={active ? playback.stop : playback.play} colorPalette="blue">
          {active ? 'Stop' : 'Play session'}
        </Button>
        <Button variant="outline" onClick={() => void mixdown.download()} disabled={mixdown.percent !== null}>
          Download mixdown
        </Button>
        <Text color="fg.muted">
          Music: track {session.backgroundTrack} of {backgroundTrackCount}
        </Text>
        {playback.phase === 'loading' && <Text aria-live="polite">Loading the takes…</Text>}
        {playback.phase === 'playing' && <Text aria-live="polite">Playing</Text>}
        {mixdown.percent !== null && <Text aria-live="polite">Rendering {mixdown.percent}%</Text>}
      </HStack>
      <ErrorAlert message={playback.error} />
      <ErrorAlert message={mixdown.error} />
      {missing.length > 0 && (
        <Box>
          <Text fontWeight="medium">Not recorded yet:</Text>
          {missing.map((line) => (
            <Text key={line.lineId} color="fg.muted" fontSize="sm">
              {describeLine(line)}
            </Text>
          ))}
        </Box>
      )}
    </Stack>
  )
}
