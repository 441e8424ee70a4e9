// A take's trim, seen and moved: its waveform with the kept span drawn strong and the rest faint,
// and two handles (pointer, or arrow keys in 10 ms steps) for where the span starts and ends.
// "Reset" goes back to the span the trimmer found. The audio itself is never cut.
import { Box, Button, HStack, Slider, Stack, Text } from '@chakra-ui/react'
import { useEffect, useRef, useState } from 'react'
import type { TakeTrim } from '#contract/takes'
import { ErrorState } from '../ui/query-states'
import { useTakeWaveform, type TakeWaveform } from './use-take-waveform'

const stepMs = 10
/** The server keeps at least 50 ms. */
const minimumKeptSteps = 5
const waveformHeight = 56

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

export const keptSpanText = (trim: TakeTrim, durationMs: number) =>
  `Keeps ${seconds(trim.startMs)} to ${seconds(trim.endMs)} of ${seconds(durationMs)}`

interface TakeTrimEditorProps {
  takeId: string
  /** "Take 2": names the handles. */
  name: string
  trim: TakeTrim | null
  load: (take: { id: string }) => Promise<Blob>
  onTrim: (trim: TakeTrim) => void
}

export function TakeTrimEditor({ takeId, name, trim, load, onTrim }: TakeTrimEditorProps) {
  const waveform = useTakeWaveform(takeId, load)
  if (waveform.isPending) return <Text fontSize="sm">Loading the waveform…</Text>
  if (waveform.isError) return <ErrorState error={waveform.error} />
  return <TrimHandles name={name} trim={trim} waveform={waveform.data} onTrim={onTrim} />
}

function TrimHandles({
  name,
  trim,
  waveform,
  onTrim,
}: {
  name: string
  trim: TakeTrim | null
  waveform: TakeWaveform
  onTrim: (trim: TakeTrim) => void
}) {
  const { durationMs, found } = waveform
  const kept = trim ?? { startMs: 0, endMs: durationMs }
  // From the trim as it was when the editor opened: while it is open, the handles are the truth (the
  // saved points come back a moment later, and would move a handle back under a key held down).
  const [value, setValue] = useState([kept.startMs, Math.min(kept.endMs, durationMs)])
  const [startMs = 0, endMs = durationMs] = value
  const save = ([start = 0, end = durationMs]: number[]) => onTrim({ startMs: start, endMs: end })
  const reset = () => {
    const points = [found.startMs, found.endMs]
    setValue(points)
    save(points)
  }

  return (
    <Stack gap="1" w="full" pt="1">
      {/* Not the slider's label: each handle has its own name ("Start of Take 2"). */}
      <Text fontSize="sm" fontWeight="medium">{`Trim ${name}`}</Text>
      <Waveform peaks={waveform.peaks} from={startMs / durationMs} to={endMs / durationMs} />
      <Slider.Root
        min={0}
        max={durationMs}
        step={stepMs}
        minStepsBetweenThumbs={minimumKeptSteps}
        thumbAlignment="center"
        value={value}
        onValueChange={(details) => setValue(details.value)}
        onValueChangeEnd={(details) => save(details.value)}
        aria-label={[`Start of ${name}`, `End of ${name}`]}
        getAriaValueText={(details) => seconds(details.value)}
        size="sm"
      >
        <Slider.Control>
          <Slider.Track>
            <Slider.Range />
          </Slider.Track>
          <Slider.Thumbs />
        </Slider.Control>
      </Slider.Root>
      <HStack gap="3" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {keptSpanText({ startMs, endMs }, durationMs)}
        </Text>
        <Button size="xs" variant="outline" onClick={reset}>
          Reset
        </Button>
      </HStack>
    </Stack>
  )
}

/** The peaks as bars; those inside the kept span (fractions of the take) in the text colour. */
function Waveform({ peaks, from, to }: { peaks: Float32Array; from: number; to: number }) {
  const canvas = useRef<HTMLCanvasElement>(null)
  useEffect(() => {
    const element = canvas.current
    const context = element?.getContext('2d')
    if (!element || !context) return
    const width = (element.width = element.clientWidth * devicePixelRatio)
    const height = (element.height = waveformHeight * devicePixelRatio)
    const style = getComputedStyle(element)
    context.clearRect(0, 0, width, height)
    const bar = width / peaks.length
    peaks.forEach((peak, index) => {
      const at = (index + 0.5) / peaks.length
      context.fillStyle = at >= from && at <= to ? style.color : style.borderColor
      const barHeight = Math.max(1, peak * height)
      context.fillRect(index * bar, (height - barHeight) / 2, Math.max(1, bar - 1), barHeight)
    })
  }, [peaks, from, to])
  return (
    <Box asChild color="fg" borderColor="border" w="full" h={`${waveformHeight}px`}>
      <canvas ref={canvas} aria-hidden="true" />
    </Box>
  )
}
