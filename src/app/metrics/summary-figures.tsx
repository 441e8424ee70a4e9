import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { Summary } from '#contract/metrics'
import { comparisonText, figureGroups } from './figure-groups'

/** Every headline figure under its group's heading, each beside its change from the period before. */
export function SummaryFigures({ current, previous }: { current: Summary; previous: Summary }) {
  return (
    <Stack gap="6">
      {figureGroups.map((group) => (
        <Stack as="section" key={group.heading} gap="3" aria-labelledby={headingId(group.heading)}>
          <Heading as="h2" size="lg" id={headingId(group.heading)}>
            {group.heading}
          </Heading>
          <SimpleGrid as="dl" columns={{ base: 2, md: 3 }} gap="4">
            {group.figures.map((figure) => {
              const value = figure.value(current)
              return (
                <Box key={figure.label} borderWidth="1px" borderRadius="md" p="4">
                  <Text as="dt" fontSize="sm" color="fg.muted">
                    {figure.label}
                  </Text>
                  <Text as="dd" fontSize="2xl" fontWeight="semibold">
                    {value === null ? 'none' : figure.format(value)}
                  </Text>
                  <Text as="dd" fontSize="sm" color="fg.muted">
                    {comparisonText(figure, current, previous)}
                  </Text>
                  {figure.note && (
                    <Text as="dd" fontSize="xs" color="fg.muted" mt="1">
                      {figure.note}
                    </Text>
                  )}
                </Box>
              )
            })}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  )
}

const headingId = (heading: string) => `metrics-${heading.toLowerCase()}`
