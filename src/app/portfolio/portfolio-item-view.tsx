import { Box, Heading, Stack, Text } from '@chakra-ui/react'
import type { PortfolioItem } from '#contract/portfolio'
import { loadTakeAudio, SessionPlayer } from '../sessions'

function publishedOn(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : `Published ${date.toLocaleDateString(undefined, { dateStyle: 'medium' })}`
}

/** One published session: its title, when, and the session played as in the studio. Audio is
 *  fetched without a token: a published session's chosen takes are open to everyone. */
export function PortfolioItemView({ item }: { item: PortfolioItem }) {
  const headingId = `portfolio-${item.id}`
  return (
    <Box as="li" listStyleType="none" p="4" borderWidth="1px" borderRadius="md" aria-labelledby={headingId}>
      <Stack gap="3">
        <Stack gap="0">
          <Heading as="h2" size="lg" id={headingId}>
            {item.title}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {publishedOn(item.publishedAt)}
          </Text>
        </Stack>
        <SessionPlayer
          session={{
            title: item.title,
            script: item.script,
            backgroundTrack: item.backgroundTrack,
            timing: item.timing,
            takes: item.takes,
          }}
          loadAudio={(take) => loadTakeAudio(take.id, {})}
        />
      </Stack>
    </Box>
  )
}
