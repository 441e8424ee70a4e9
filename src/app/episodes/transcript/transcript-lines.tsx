import { Box, chakra } from '@chakra-ui/react'
import { memo, useEffect, useRef } from 'react'
import type { TranscriptCue } from '#contract/episodes'
import { formatTime } from '#app/ui/format-time'
import { cueLabel, currentCueIndex } from './current-cue'

interface TranscriptLinesProps {
  cues: TranscriptCue[]
  /** Seconds into the audio. */
  currentTime: number
  onSeek: (seconds: number) => void
}

/** The script's lines with their speakers; the one being played is lit, and each one plays from its start. */
export function TranscriptLines({ cues, currentTime, onSeek }: TranscriptLinesProps) {
  const current = currentCueIndex(cues, currentTime)
  const listRef = useRef<HTMLOListElement>(null)

  // Keeps the lit line in view inside the transcript's own box, never scrolling the page.
  useEffect(() => {
    const list = listRef.current
    const line = list?.children[current] as HTMLElement | undefined
    if (!list || !line) return
    if (line.offsetTop < list.scrollTop || line.offsetTop + line.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = line.offsetTop - list.clientHeight / 3
    }
  }, [current])

  return (
    <Box as="section" aria-label="Transcript">
      <chakra.ol ref={listRef} listStyleType="none" m="0" p="0" maxH="24rem" overflowY="auto" position="relative">
        {cues.map((cue, index) => (
          <TranscriptLine key={`${cue.lineId}-${index}`} cue={cue} current={index === current} onSeek={onSeek} />
        ))}
      </chakra.ol>
    </Box>
  )
}

const TranscriptLine = memo(function TranscriptLine({
  cue,
  current,
  onSeek,
}: {
  cue: TranscriptCue
  current: boolean
  onSeek: (seconds: number) => void
}) {
  return (
    <li>
      <chakra.button
        type="button"
        aria-current={current ? 'true' : undefined}
        title={`Play from ${formatTime(cue.start)}`}
        // The line as read, then what a press does: "ANNA: Is the lamp lit? — Play from 0:01".
        aria-label={`${cueLabel(cue)} — Play from ${formatTime(cue.start)}`}
        onClick={() => onSeek(cue.start)}
        display="block"
        w="full"
        textAlign="start"
        px="3"
        py="2"
        borderRadius="md"
        borderInlineStartWidth="4px"
        borderColor={current ? 'brand.solid' : 'transparent'}
        bg={current ? 'brand.subtle' : 'transparent'}
        fontWeight={current ? 'semibold' : 'normal'}
        _hover={{ bg: 'bg.muted' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
      >
        {cueLabel(cue)}
      </chakra.button>
    </li>
  )
})
