import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { memo, useEffect, useMemo, useState } from 'react'
import { backgroundTrackCount } from '#contract/sessions'
import { ErrorAlert } from '#app/ui/error-alert'
import { describeLine, playbackPlan, type PlanLine, type PlayableSession, type PlayableTake } from './playback-plan'
import { MixdownPanel } from './mixdown-panel'
import { usePresetMixdown } from './use-preset-mixdown'
import { useSessionPlayback } from './use-session-playback'

export type { PlayableSession, PlayableTake } from './playback-plan'

/** Which music plays under the session. */
export const musicText = ({ music, backgroundTrack }: Pick<PlayableSession, 'music' | 'backgroundTrack'>) =>
  music ? `Music: “${music.title}” at ${music.level}%` : `Music: track ${backgroundTrack} of ${backgroundTrackCount}`

export const unplayableHeading = 'This browser cannot play these takes, so they are left out:'

function LineList({ heading, lines }: { heading: string; lines: PlanLine[] }) {
  return (
    <Box>
      <Text fontWeight="medium">{heading}</Text>
      {lines.map((line) => (
        <Text key={line.lineId} color="fg.muted" fontSize="sm">
          {describeLine(line)}
        </Text>
      ))}
    </Box>
  )
}

/** Plays a whole session over its background track, and renders it to a file for a destination
 *  (podcast, audiobook, master). Used by the studio (with this device's takes) and the portfolio. */
export const SessionPlayer = memo(function SessionPlayer({
  session,
  loadAudio,
  onPlayingLine,
}: {
  session: PlayableSession
  loadAudio: (take: PlayableTake) => Promise<Blob>
  /** The line whose take plays now, for a list of the lines to show it (null: none). */
  onPlayingLine?: (lineId: string | null) => void
}) {
  const { missing } = useMemo(() => playbackPlan(session), [session])
  const playback = useSessionPlayback(session, loadAudio)
  const playingLineId = playback.playingLine?.lineId ?? null
  useEffect(() => onPlayingLine?.(playingLineId), [onPlayingLine, playingLineId])
  const mixdown = usePresetMixdown(session, loadAudio)
  const [choosing, setChoosing] = useState(false)
  const active = playback.phase !== 'idle'
  const unplayable = useMemo(() => {
    const byLine = new Map([...playback.unplayable, ...mixdown.unplayable].map((line) => [line.lineId, line]))
    return [...byLine.values()]
  }, [playback.unplayable, mixdown.unplayable])

  return (
    <Stack gap="3" role="group" aria-label={`Playback of ${session.title}`}>
      <HStack gap="3" wrap="wrap">
        <Button onClick={active ? playback.stop : playback.play} colorPalette="blue">
          {active ? 'Stop' : 'Play session'}
        </Button>
        <Button variant="outline" onClick={() => setChoosing(!choosing)} aria-expanded={choosing}>
          Download mixdown
        </Button>
        <Text color="fg.muted">{musicText(session)}</Text>
        {playback.phase === 'loading' && <Text aria-live="polite">Loading the takes…</Text>}
        {playback.phase === 'playing' && <Text aria-live="polite">Playing</Text>}
      </HStack>
      <Text aria-live="polite" fontSize="sm">
        {playback.playingLine && `Now playing: ${describeLine(playback.playingLine)}`}
      </Text>
      {choosing && <MixdownPanel mixdown={mixdown} />}
      <ErrorAlert message={playback.error} />
      {(playback.musicNote ?? mixdown.musicNote) && (
        <Text fontSize="sm">{playback.musicNote ?? mixdown.musicNote}</Text>
      )}
      {unplayable.length > 0 && <LineList heading={unplayableHeading} lines={unplayable} />}
      {missing.length > 0 && <LineList heading="Not recorded yet:" lines={missing} />}
    </Stack>
  )
})
