import { Box, SimpleGrid, Text } from '@chakra-ui/react'
import type { Summary } from '../../contract/metrics'
import { changeText } from './metrics-range'

const whole = new Intl.NumberFormat('en')
const oneDecimal = new Intl.NumberFormat('en', { maximumFractionDigits: 1 })

function duration(seconds: number): string {
  const rounded = Math.round(seconds)
  if (rounded < 60) return `${rounded} s`
  const minutes = Math.floor(rounded / 60)
  return `${minutes} min ${rounded % 60} s`
}

const figures: { label: string; value: (summary: Summary) => number; format: (value: number) => string; lowerIsBetter?: boolean }[] = [
  { label: 'Visitors', value: (s) => s.visitors, format: (v) => whole.format(v) },
  { label: 'Visits', value: (s) => s.visits, format: (v) => whole.format(v) },
  { label: 'Page views', value: (s) => s.pageViews, format: (v) => whole.format(v) },
  { label: 'Views per visit', value: (s) => s.viewsPerVisit, format: (v) => oneDecimal.format(v) },
  { label: 'Bounce rate', value: (s) => s.bounceRate, format: (v) => `${Math.round(v * 100)}%`, lowerIsBetter: true },
  { label: 'Visit duration', value: (s) => s.medianVisitSeconds, format: duration },
]

/** The headline figures, each beside its change from the period before. */
export function SummaryFigures({ current, previous }: { current: Summary; previous: Summary }) {
  return (
    <SimpleGrid as="dl" columns={{ base: 2, md: 3 }} gap="4">
      {figures.map(({ label, value, format }) => (
        <Box key={label} borderWidth="1px" borderRadius="md" p="4">
          <Text as="dt" fontSize="sm" color="fg.muted">
            {label}
          </Text>
          <Text as="dd" fontSize="2xl" fontWeight="semibold">
            {format(value(current))}
          </Text>
          <Text as="dd" fontSize="sm" color="fg.muted">
            {changeText(value(current), value(previous)) === 'new'
              ? 'none the period before'
              : `${changeText(value(current), value(previous))} from ${format(value(previous))} the period before`}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  )
}
