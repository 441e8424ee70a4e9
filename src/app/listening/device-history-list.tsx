import { Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useState } from 'react'
import { LoadMoreButton } from '../ui/list-states'
import { EmptyState, QueryStates } from '../ui/query-states'
import { ListenedEpisodeRow } from './listened-episode-row'
import { useDeviceHistory, useForgetOnDevice } from './listening-queries'
import { nothingPlayedText } from './member-history'
import { stoppedAt } from './stopped-at'

const pageSize = 20

/** A signed-out listener's history: episodes played on this device, newest first. */
export function DeviceHistoryList() {
  const history = useDeviceHistory()
  const forget = useForgetOnDevice()
  const [shown, setShown] = useState(pageSize)
  return (
    <Stack gap="4">
      <Text>
        This is what you played on this device.{' '}
        <Link asChild>
          <RouterLink to="/login">Log in to keep your history on every device.</RouterLink>
        </Link>
      </Text>
      <QueryStates query={history} loading="Loading this device’s history…">
        {(entries) =>
          entries.length === 0 ? (
            <EmptyState title={nothingPlayedText}>
              Episodes you play here show on this page, with where you stopped.
            </EmptyState>
          ) : (
            <>
              <Stack as="ul" aria-label="Played episodes" gap="3" m="0" p="0">
                {entries.slice(0, shown).map((entry) => (
                  <ListenedEpisodeRow
                    key={entry.episode.id}
                    episode={entry.episode}
                    detail={stoppedAt(entry)}
                    actionLabel="Remove from history"
                    onAction={() => forget.mutate(entry.episode.id)}
                  />
                ))}
              </Stack>
              <LoadMoreButton
                hasMore={entries.length > shown}
                loading={false}
                onLoadMore={() => setShown((count) => count + pageSize)}
              />
            </>
          )
        }
      </QueryStates>
    </Stack>
  )
}
