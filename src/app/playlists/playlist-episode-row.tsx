import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { CSSProperties, ReactNode, Ref } from 'react'
import type { EpisodeSummary } from '#contract/episodes'
import { formatDuration } from './format-duration'

export interface RowActions {
  onPlay: (index: number) => void
  /** Null: the viewer may not change the playlist. */
  onRemove: ((episode: EpisodeSummary) => void) | null
}

interface PlaylistEpisodeRowProps extends RowActions {
  ref?: Ref<HTMLDivElement>
  style?: CSSProperties
  episode: EpisodeSummary
  index: number
  count: number
  playing: boolean
  onMove: (to: number) => void
  /** The drag handle (the owner's rows). */
  handle?: ReactNode
}

export function PlaylistEpisodeRow({
  ref,
  style,
  episode,
  index,
  count,
  playing,
  onMove,
  handle,
  onPlay,
  onRemove,
}: PlaylistEpisodeRowProps) {
  return (
    <HStack
      as="li"
      ref={ref}
      style={style}
      gap="3"
      p="2"
      borderWidth="1px"
      borderRadius="md"
      bg={playing ? 'colorPalette.subtle' : 'bg'}
      borderColor={playing ? 'colorPalette.solid' : 'border'}
      aria-current={playing ? 'true' : undefined}
      data-testid="playlist-episode"
    >
      {handle}
      <Stack gap="0" flex="1" minW="0">
        <Link to="/podcast-ep/$linkId" params={{ linkId: episode.linkId }}>
          <Text fontWeight="medium" truncate>
            {episode.title}
          </Text>
        </Link>
        <Text fontSize="sm" color="fg.muted" truncate>
          {episode.channel.title} · {formatDuration(episode.durationMs)}
          {playing ? ' · Playing' : ''}
        </Text>
      </Stack>
      <HStack gap="1" wrap="wrap" justify="end">
        <Button size="xs" variant="outline" aria-label={`Play ${episode.title}`} onClick={() => onPlay(index)}>
          Play
        </Button>
        {onRemove && (
          <>
            <Button
              size="xs"
              variant="ghost"
              aria-label={`Move up ${episode.title}`}
              disabled={index === 0}
              onClick={() => onMove(index - 1)}
            >
              Move up
            </Button>
            <Button
              size="xs"
              variant="ghost"
              aria-label={`Move down ${episode.title}`}
              disabled={index === count - 1}
              onClick={() => onMove(index + 1)}
            >
              Move down
            </Button>
            <Button size="xs" variant="ghost" aria-label={`Remove ${episode.title}`} onClick={() => onRemove(episode)}>
              Remove
            </Button>
          </>
        )}
      </HStack>
    </HStack>
  )
}
