// The dashboard (SPEC §2, issue 13): what staff read at a glance, for a range of their own days
// beside the period of equal length before it, and how many visitors are here right now.
import { Container, Field, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { QueryStates } from '../ui/query-states'
import { daysOf, rangeChoices, viewerTimeZone, type RangeChoice } from './metrics-range'
import { useRealtime, useSummary } from './metrics-queries'
import { SummaryFigures } from './summary-figures'

export function MetricsScreen() {
  const [range, setRange] = useState<RangeChoice>('30d')
  const summary = useSummary({ ...daysOf(range), tz: viewerTimeZone() })
  const realtime = useRealtime({})
  const now = realtime.data?.visitors

  return (
    <Container maxW="5xl" py="8">
      <Stack gap="6">
        <HStack justify="space-between" align="end" wrap="wrap" gap="4">
          <Stack gap="1">
            <Heading as="h1" size="2xl">
              Metrics
            </Heading>
            <Text color="fg.muted" aria-live="polite">
              {now === undefined ? 'Counting visitors right now…' : `${now} ${now === 1 ? 'visitor' : 'visitors'} in the last 5 minutes`}
            </Text>
          </Stack>
          <Field.Root maxW="xs">
            <Field.Label>Range</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={range} onChange={(event) => setRange(event.target.value as RangeChoice)}>
                {rangeChoices.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </HStack>
        <QueryStates query={summary} loading="Loading the metrics…">
          {(data) => <SummaryFigures current={data.current} previous={data.previous} />}
        </QueryStates>
      </Stack>
    </Container>
  )
}
