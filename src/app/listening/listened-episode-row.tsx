import { Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { EpisodeSummary } from '#contract/episodes'
import { formatMs } from '../ui/format-time'

interface ListenedEpisodeRowProps {
  episode: EpisodeSummary
  /** A line under the title (where the listener stopped). */
  detail?: ReactNode
  actionLabel: string
  onAction: () => void
  pending?: boolean
}

/** An episode in the favourites or the history: its page, its channel and length, and one action. */
export function ListenedEpisodeRow({
  episode,
  detail,
  actionLabel,
  onAction,
  pending = false,
}: ListenedEpisodeRowProps) {
  return (
    <Box as="li" listStyleType="none" p="4" borderWidth="1px" borderRadius="md" aria-label={episode.title}>
      <HStack justify="space-between" align="start" gap="4" wrap="wrap">
        <Stack gap="1">
          <Link asChild fontWeight="semibold">
            <RouterLink to="/podcast-ep/$linkId" params={{ linkId: episode.linkId }}>
              {episode.title}
            </RouterLink>
          </Link>
          <Text fontSize="sm" color="fg.muted">
            {episode.channel.title} · {formatMs(episode.durationMs)}
          </Text>
          {detail && <Text fontSize="sm">{detail}</Text>}
        </Stack>
        <Button size="sm" variant="outline" loading={pending} onClick={onAction}>
          {actionLabel}
        </Button>
      </HStack>
    </Box>
  )
}
