import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react'
import { toDbfs } from '../audio/decibels'
import { ErrorAlert } from '../ui/error-alert'
import { LevelBar } from '../ui/level-bar'
import { LiveRegion } from '../ui/live-region'
import type { KeptMicCheck } from './kept-mic-check'
import { micCheckTexts as texts, resultFigures, tipTexts } from './mic-check-texts'
import { useMicCheck } from './use-mic-check'

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })

/** The result in plain words (its one tip) and figures. */
export function MicCheckResultView({ check }: { check: KeptMicCheck }) {
  return (
    <Stack gap="2">
      <Text fontWeight="semibold">{tipTexts[check.result.tip]}</Text>
      <Box as="dl" display="grid" gridTemplateColumns="max-content 1fr" columnGap="3" rowGap="1" fontSize="sm">
        {resultFigures(check.result).map(({ name, value }) => (
          <Box key={name} display="contents">
            <Box as="dt" color="fg.muted">
              {name}
            </Box>
            <Box as="dd">{value}</Box>
          </Box>
        ))}
      </Box>
      <Text fontSize="xs" color="fg.muted">
        {texts.checkedAt(timeOf(check.checkedAt))}
        {check.label ? ` · ${check.label}` : ''}
      </Text>
    </Stack>
  )
}

/** Five seconds of room tone, then a line read at performance level; the result is kept for this device. */
export function MicCheckPanel({ line, headingLevel = 'h2' }: { line: string; headingLevel?: 'h2' | 'h3' }) {
  const { check, state, level, heldLevel, kept } = useMicCheck()
  const listening = state.phase === 'room' || state.phase === 'reading'
  return (
    <Stack as="section" gap="3" aria-labelledby="mic-check-heading">
      <Heading as={headingLevel} size="md" id="mic-check-heading">
        {texts.heading}
      </Heading>
      {state.phase === 'idle' && !kept && <Text fontSize="sm">{texts.intro}</Text>}
      <LiveRegion>
        {state.phase === 'room' && <Text>{texts.room(state.secondsLeft)}</Text>}
        {state.phase === 'reading' && <Text>{texts.read}</Text>}
        {state.phase === 'measuring' && <Text>{texts.measuring}</Text>}
      </LiveRegion>
      {state.phase === 'reading' && (
        <Text as="blockquote" fontSize="lg" borderStartWidth="3px" borderColor="border.emphasized" ps="3">
          {line}
        </Text>
      )}
      {listening && <LevelBar level={level} heldDb={toDbfs(heldLevel)} />}
      {!listening && state.phase !== 'measuring' && kept && <MicCheckResultView check={kept} />}
      <ErrorAlert message={state.phase === 'idle' ? state.error : null} />
      <Box>
        {state.phase === 'reading' ? (
          <Button colorPalette="red" disabled={!state.canFinish} onClick={() => void check.doneReading()}>
            {texts.doneReading}
          </Button>
        ) : (
          <Button
            variant={kept ? 'outline' : 'solid'}
            disabled={listening || state.phase === 'measuring'}
            onClick={() => void check.start()}
          >
            {kept ? texts.again : texts.start}
          </Button>
        )}
      </Box>
    </Stack>
  )
}
