import { Badge, Button, HStack, Text } from '@chakra-ui/react'
import { memo, useMemo } from 'react'
import type { TakeTrim } from '#contract/takes'
import { clockTime } from '../ui/format-date-time'
import { sameProps } from './same-props'
import { sameStudioTake, type StudioTake } from './studio-takes'
import { TakeTrimEditor } from './take-trim-editor'
import { WaveformCanvas } from './waveform-canvas'

interface TakeRowProps {
  take: StudioTake
  playing: boolean
  choosing: boolean
  onPlay: (takeId: string) => void
  onChoose: (takeId: string) => void
  /** The trim editor is open under the row. */
  trimming: boolean
  onToggleTrim: (takeId: string) => void
  loadAudio: (take: { id: string }) => Promise<Blob>
  onTrim: (takeId: string, trim: TakeTrim) => void
}

export const notUploadedHint = 'Available once uploaded'

/** "Take 3 · 14:02 · -19 LUFS": its number on the line, when it was recorded, how loud (once measured here). */
export const takeTitle = (take: Pick<StudioTake, 'number' | 'createdAt' | 'lufs'>) =>
  [
    `Take ${take.number}`,
    clockTime(new Date(take.createdAt)),
    take.lufs === null ? null : `${Math.round(take.lufs)} LUFS`,
  ]
    .filter(Boolean)
    .join(' · ')

/** One take of a line: its state, play, and choose it as the one that counts; drawn again only when
 *  something it shows changed. */
export const TakeRow = memo(TakeRowView, sameProps<TakeRowProps, 'take'>('take', sameStudioTake))

function TakeRowView({
  take,
  playing,
  choosing,
  onPlay,
  onChoose,
  trimming,
  onToggleTrim,
  loadAudio,
  onTrim,
}: TakeRowProps) {
  return (
    <HStack gap="2" wrap="wrap" py="1" data-take-id={take.id}>
      <Text fontSize="sm" fontWeight="medium">
        {takeTitle(take)}
      </Text>
      {take.peaks && <TakeThumbnail take={take} peaks={take.peaks} />}
      <Text fontSize="sm" color={take.uploaded ? 'fg.muted' : 'fg'} minW="40">
        {take.label}
      </Text>
      {take.recordedBy && (
        <Text fontSize="sm" color="fg.muted">
          {`by ${take.recordedBy}`}
        </Text>
      )}
      {take.level && (
        <Text fontSize="xs" color="fg.muted">
          {take.level}
        </Text>
      )}
      <Button size="xs" variant="outline" onClick={() => onPlay(take.id)}>
        {playing ? 'Stop playing' : 'Play take'}
      </Button>
      <Button size="xs" variant="ghost" onClick={() => onToggleTrim(take.id)} aria-expanded={trimming}>
        {trimming ? 'Done trimming' : 'Trim'}
      </Button>
      {take.chosen ? (
        <Badge colorPalette="green">Chosen</Badge>
      ) : (
        <Button
          size="xs"
          variant="ghost"
          onClick={() => onChoose(take.id)}
          loading={choosing}
          disabled={!take.uploaded}
          title={take.uploaded ? undefined : notUploadedHint}
        >
          Use this take
        </Button>
      )}
      {!take.uploaded && !take.chosen && (
        <Text fontSize="xs" color="fg.muted">
          {notUploadedHint}
        </Text>
      )}
      {take.error && (
        <Text fontSize="xs" color="fg.error" w="full">
          {take.error}
        </Text>
      )}
      {trimming && (
        <TakeTrimEditor
          takeId={take.id}
          name={`Take ${take.number}`}
          trim={take.trim}
          load={loadAudio}
          onTrim={(trim) => onTrim(take.id, trim)}
        />
      )}
    </HStack>
  )
}

/** The take's waveform, small, with the span that plays drawn strong: its trim seen at a glance. */
function TakeThumbnail({ take, peaks }: { take: StudioTake; peaks: number[] }) {
  const kept = take.trim && take.durationMs > 0 ? take.trim : null
  const scaled = useMemo(() => peaks.map((peak) => peak / 100), [peaks])
  return (
    <span data-waveform="">
      <WaveformCanvas
        peaks={scaled}
        from={kept ? kept.startMs / take.durationMs : 0}
        to={kept ? kept.endMs / take.durationMs : 1}
        heightPx={20}
        width="24"
      />
    </span>
  )
}
