import { Field, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { memo, useSyncExternalStore } from 'react'
import { TextField } from '#app/ui/text-field'
import type { CaptureReport } from '#app/takes'
import { cueSettings, maxPreRollSeconds } from './cue-settings'
import { LatencyRow } from './latency-row'

export const cuePanelTexts = {
  heading: 'Cue',
  before: 'Before each take',
  atOnce: 'Record at once',
  cue: 'Play the line before, then record',
  preRoll: 'Pre-roll (seconds)',
  preRollHint: `How much of the scene before the cue line plays first, 0 to ${maxPreRollSeconds}. With no line before, a count-in of 3 plays instead.`,
  headphones: 'Use headphones, or the cue is recorded into your take.',
} as const

/** This device's cue before a take: none, or the partner's line with some of the scene before it. */
export const CuePanel = memo(function CuePanel({ capture }: { capture: CaptureReport | null }) {
  const settings = useSyncExternalStore(cueSettings.subscribe, cueSettings.get, cueSettings.get)
  return (
    <Stack as="section" gap="3" aria-labelledby="cue-heading">
      <Heading as="h2" size="md" id="cue-heading">
        {cuePanelTexts.heading}
      </Heading>
      <Field.Root maxW="md">
        <Field.Label>{cuePanelTexts.before}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={settings.cue ? 'cue' : 'at-once'}
            onChange={(event) => cueSettings.update({ cue: event.target.value === 'cue' })}
          >
            <option value="at-once">{cuePanelTexts.atOnce}</option>
            <option value="cue">{cuePanelTexts.cue}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {settings.cue && (
        <Stack maxW="md" gap="2">
          <TextField
            label={cuePanelTexts.preRoll}
            type="number"
            inputMode="decimal"
            min={0}
            max={maxPreRollSeconds}
            step={0.5}
            value={String(settings.preRollSeconds)}
            onChange={(value) => {
              const seconds = Number(value)
              if (value.trim() !== '' && Number.isFinite(seconds))
                cueSettings.update({ preRollSeconds: Math.min(maxPreRollSeconds, Math.max(0, seconds)) })
            }}
            hint={cuePanelTexts.preRollHint}
          />
          <Text fontSize="sm" color="fg.muted">
            {cuePanelTexts.headphones}
          </Text>
          <LatencyRow capture={capture} />
        </Stack>
      )}
    </Stack>
  )
})
