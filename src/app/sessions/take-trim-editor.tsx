// A take's trim, seen and moved: its waveform with the kept span drawn strong and the rest faint,
// and two handles (pointer, or arrow keys in 10 ms steps) for where the span starts and ends, at
// least 50 ms apart.
// "Reset" goes back to the span the trimmer found. The audio itself is never cut.
import { Button, HStack, Stack, Text, chakra } from '@chakra-ui/react'
import { useEffect, useId, useRef, useState } from 'react'
import type { TakeTrim } from '#contract/takes'
import { clamp } from '../ui/clamp'
import { ErrorState } from '../ui/query-states'
import { useTakeWaveform, type TakeWaveform } from './use-take-waveform'
import { WaveformCanvas } from './waveform-canvas'

const stepMs = 10
/** The server keeps at least 50 ms. */
const minimumKeptMs = 50
const waveformHeight = 56

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

/** The points as the handles can hold them: inside the take and at least 50 ms apart (the whole of a
 *  shorter take), whatever was saved (a trim from an older version, past the end or inverted). */
export function trimWithinTake(trim: TakeTrim, durationMs: number): TakeTrim {
  const minimum = Math.min(minimumKeptMs, durationMs)
  const endMs = clamp(trim.endMs, minimum, durationMs)
  return { startMs: clamp(trim.startMs, 0, endMs - minimum), endMs }
}

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
  const minimum = Math.min(minimumKeptMs, durationMs)
  // From the trim as it was when the editor opened: while it is open, the handles are the truth (the
  // saved points come back a moment later, and would move a handle back under a key held down).
  const [value, setValue] = useState(() => {
    const kept = trimWithinTake(trim ?? { startMs: 0, endMs: durationMs }, durationMs)
    return [kept.startMs, kept.endMs]
  })
  const [startMs = 0, endMs = durationMs] = value
  const save = ([start = 0, end = durationMs]: number[]) => onTrim({ startMs: start, endMs: end })
  // Each move is saved: the queue keeps only the last points of a take, so a held key is one request.
  const move = (points: number[]) => {
    setValue(points)
    save(points)
  }
  const reset = () => move([found.startMs, found.endMs])
  // Opened at the foot of the screen on a phone, it would be under the record bar: brought into view.
  const editor = useRef<HTMLDivElement>(null)
  useEffect(() => editor.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' }), [])

  return (
    // Clear of the sticky record bar, as the current line is (line-row.tsx).
    <Stack ref={editor} gap="1" w="full" pt="1" scrollMarginBottom="40">
      <Text fontSize="sm" fontWeight="medium">{`Trim ${name}`}</Text>
      <WaveformCanvas
        peaks={waveform.peaks}
        from={startMs / durationMs}
        to={endMs / durationMs}
        heightPx={waveformHeight}
      />
      <TrimHandle
        label={`Start of ${name}`}
        valueMs={startMs}
        maxMs={durationMs}
        onChange={(ms) => move([clamp(ms, 0, endMs - minimum), endMs])}
      />
      <TrimHandle
        label={`End of ${name}`}
        valueMs={endMs}
        maxMs={durationMs}
        onChange={(ms) => move([startMs, clamp(ms, startMs + minimum, durationMs)])}
      />
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

/** One point of the span: a native range input, so its label, arrow keys (10 ms a press) and
 *  screen-reader value come from the browser. */
function TrimHandle({
  label,
  valueMs,
  maxMs,
  onChange,
}: {
  label: string
  valueMs: number
  maxMs: number
  onChange: (ms: number) => void
}) {
  const id = useId()
  return (
    <HStack gap="2">
      <chakra.label htmlFor={id} fontSize="sm" minW="32">
        {label}
      </chakra.label>
      <chakra.input
        id={id}
        type="range"
        min={0}
        max={maxMs}
        step={stepMs}
        value={valueMs}
        aria-valuetext={seconds(valueMs)}
        onChange={(event) => onChange(Number(event.target.value))}
        flex="1"
        accentColor="var(--chakra-colors-brand-solid)"
      />
    </HStack>
  )
}
