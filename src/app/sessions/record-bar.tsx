import { Box, Button, Container, Stack, Text } from '@chakra-ui/react'
import type { Recorder } from '../takes'
import { LevelMeter } from './level-meter'
import { recordButtonAttribute } from './space-bar'
import { useInputMeter } from './use-input-meter'
import { keyboardOnly } from '../ui/keyboard-only'
import { LiveRegion } from '../ui/live-region'

interface RecordBarProps {
  recorder: Recorder
  recording: boolean
  /** The current line, as "Role: text". */
  lineLabel: string | null
  hasTake: boolean
  /** Why the current line cannot be recorded; null when it can. */
  blocked: string | null
  busy: boolean
  /** What the cue before the take is doing ("Cue: …", "Recording in 2…"); null when none plays. */
  cueText?: string | null
  onToggle: () => void
}

/** Sticky at the bottom, where a thumb reaches it on a phone: the current line and the big button. */
export function RecordBar({
  recorder,
  recording,
  lineLabel,
  hasTake,
  blocked,
  busy,
  cueText = null,
  onToggle,
}: RecordBarProps) {
  // The take records through the partner's cue: Record pressed meanwhile stops the cue, and the take.
  const label = cueText ? 'Stop cue' : recording ? 'Stop' : hasTake ? 'Record again' : 'Record'
  const meter = useInputMeter(recorder)
  return (
    <Box position="sticky" bottom="0" zIndex="sticky" bg="bg.panel" borderTopWidth="1px" shadow="md" py="3">
      <Container maxW="3xl">
        <Stack gap="2">
          {lineLabel && (
            <Text fontSize="sm" lineClamp={2} color="fg.muted">
              {lineLabel}
            </Text>
          )}
          <LiveRegion>{cueText && <Text fontWeight="semibold">{cueText}</Text>}</LiveRegion>
          <LevelMeter meter={meter} recording={recording} />
          {blocked && !recording && (
            <Text fontSize="sm" color="fg.muted">
              {blocked}
            </Text>
          )}
          <Button
            {...{ [recordButtonAttribute]: '' }}
            size="xl"
            w="full"
            colorPalette={recording ? 'red' : 'brand'}
            // Busy (a take starting or stopping) is aria-disabled, not disabled: a disabled button
            // drops focus, and the keyboard member pressing it would be left on nothing.
            disabled={!recording && blocked !== null}
            aria-disabled={(busy && !cueText) || undefined}
            onClick={onToggle}
          >
            {label}
          </Button>
          <Text fontSize="xs" color="fg.muted" textAlign="center" css={keyboardOnly}>
            Space bar: record and stop
          </Text>
        </Stack>
      </Container>
    </Box>
  )
}
