import { Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { useId, useState } from 'react'
import { customRangeProblem, daysOf, rangeChoices, type Days, type RangeChoice } from './metrics-range'

type Choice = RangeChoice | 'custom'
const isPreset = (choice: string): choice is RangeChoice => rangeChoices.some((range) => range.value === choice)

interface RangePickerProps {
  /** The range the panels show. */
  value: Days
  /** Called with a range that can be asked for; never with a bad custom one. */
  onChange: (days: Days) => void
  initialChoice?: RangeChoice
}

/** The "Range" select; "Custom dates" adds From and To. A bad custom range is explained, and the
 *  panels keep the last good one instead of asking for it. */
export function RangePicker({ value, onChange, initialChoice = '30d' }: RangePickerProps) {
  const [choice, setChoice] = useState<Choice>(initialChoice)
  const [draft, setDraft] = useState<Days>(value)
  const problem = choice === 'custom' ? customRangeProblem(draft) : null
  const problemId = useId()
  const describedBy = problem ? problemId : undefined

  const choose = (next: string) => {
    if (isPreset(next)) {
      setChoice(next)
      onChange(daysOf(next))
    } else {
      // Custom dates start from the range on screen, so nothing changes until a date does.
      setChoice('custom')
      setDraft(value)
    }
  }
  const edit = (patch: Partial<Days>) => {
    const next = { ...draft, ...patch }
    setDraft(next)
    if (customRangeProblem(next) === null) onChange(next)
  }

  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ sm: 'start' }}>
      <Field.Root maxW={{ sm: '3xs' }}>
        <Field.Label>Range</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={choice} onChange={(event) => choose(event.target.value)}>
            {rangeChoices.map((range) => (
              <option key={range.value} value={range.value}>
                {range.label}
              </option>
            ))}
            <option value="custom">Custom dates</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {choice === 'custom' && (
        <Stack gap="1">
          <HStack gap="3" align="start">
            <Field.Root invalid={problem !== null}>
              <Field.Label>From</Field.Label>
              <Input
                type="date"
                value={draft.from}
                max={draft.to || undefined}
                aria-describedby={describedBy}
                onChange={(event) => edit({ from: event.target.value })}
              />
            </Field.Root>
            <Field.Root invalid={problem !== null}>
              <Field.Label>To</Field.Label>
              <Input
                type="date"
                value={draft.to}
                min={draft.from || undefined}
                aria-describedby={describedBy}
                onChange={(event) => edit({ to: event.target.value })}
              />
            </Field.Root>
          </HStack>
          {problem && (
            <Text id={problemId} role="alert" fontSize="sm" color="fg.error">
              {problem} The panels still show {value.from} to {value.to}.
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  )
}
