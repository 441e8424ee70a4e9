import { Button, chakra, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { useId } from 'react'
import { formatTime } from '#app/ui/format-time'
import { backSeconds, forwardSeconds, speeds } from './position-clock'
import type { AudioState } from './use-audio-state'

interface PlayerControlsProps {
  state: AudioState
  /** Seconds, from the episode until the audio says. */
  duration: number
  onPlay: () => void
  onPause: () => void
  onSeekBy: (seconds: number) => void
  onSeekTo: (seconds: number) => void
  onSpeed: (rate: number) => void
  onPrevious: (() => void) | null
  onNext: (() => void) | null
}

const speedLabel = (speed: number) => `${speed}×`

export function PlayerControls({
  state,
  duration,
  onPlay,
  onPause,
  onSeekBy,
  onSeekTo,
  onSpeed,
  onPrevious,
  onNext,
}: PlayerControlsProps) {
  const time = `${formatTime(state.currentTime)} / ${formatTime(duration)}`
  const positionId = useId()
  return (
    <Stack gap="3">
      <Stack gap="1">
        <chakra.label htmlFor={positionId} fontSize="sm" fontWeight="medium">
          Position
        </chakra.label>
        <chakra.input
          id={positionId}
          type="range"
          aria-valuetext={`${formatTime(state.currentTime)} of ${formatTime(duration)}`}
          min={0}
          max={Math.max(1, Math.floor(duration))}
          step={1}
          value={Math.min(Math.floor(state.currentTime), Math.max(1, Math.floor(duration)))}
          onChange={(event) => onSeekTo(Number(event.target.value))}
          w="full"
          accentColor="brand.solid"
        />
        <Text fontSize="sm" color="fg.muted" data-testid="player-time" aria-live="off">
          {time}
        </Text>
      </Stack>
      <HStack gap="2" wrap="wrap" align="end">
        {onPrevious && (
          <Button variant="ghost" size="sm" onClick={onPrevious}>
            Previous episode
          </Button>
        )}
        <Button variant="outline" size="sm" onClick={() => onSeekBy(-backSeconds)}>
          Back 15 seconds
        </Button>
        {state.playing ? (
          <Button size="sm" onClick={onPause}>
            Pause
          </Button>
        ) : (
          <Button size="sm" onClick={onPlay}>
            Play
          </Button>
        )}
        <Button variant="outline" size="sm" onClick={() => onSeekBy(forwardSeconds)}>
          Forward 30 seconds
        </Button>
        {onNext && (
          <Button variant="ghost" size="sm" onClick={onNext}>
            Next episode
          </Button>
        )}
        <Field.Root w="auto">
          <Field.Label fontSize="sm">Speed</Field.Label>
          <NativeSelect.Root size="sm" w="24">
            <NativeSelect.Field value={String(state.rate)} onChange={(event) => onSpeed(Number(event.target.value))}>
              {speeds.map((speed) => (
                <option key={speed} value={String(speed)}>
                  {speedLabel(speed)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </HStack>
    </Stack>
  )
}
