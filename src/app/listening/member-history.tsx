import { Stack } from '@chakra-ui/react'
import { ErrorAlert } from '../ui/error-alert'
import { ListStates } from '../ui/list-states'
import { EmptyState } from '../ui/query-states'
import { ListenedEpisodeRow } from './listened-episode-row'
import { useForgetListen, useListeningHistory } from './listening-queries'
import { stoppedAt } from './stopped-at'

export const nothingPlayedText = 'Nothing played yet.'

/** The signed-in member's history from the server, newest first, a page at a time; a removal the
 *  server did not make says why (the entry stays). */
export function MemberHistory() {
  const history = useListeningHistory()
  const forget = useForgetListen()
  return (
    <Stack gap="3">
      <ErrorAlert error={forget.error} />
      <ListStates
        query={history}
        loading="Loading your history…"
        empty={<EmptyState title={nothingPlayedText}>Episodes you play show here, with where you stopped.</EmptyState>}
      >
        {(items) => (
          <Stack as="ul" aria-label="Played episodes" gap="3" m="0" p="0">
            {items.map((entry) => (
              <ListenedEpisodeRow
                key={entry.episode.id}
                episode={entry.episode}
                detail={stoppedAt(entry)}
                actionLabel="Remove from history"
                pending={forget.isPending && forget.variables === entry.episode.id}
                onAction={() => forget.mutate(entry.episode.id)}
              />
            ))}
          </Stack>
        )}
      </ListStates>
    </Stack>
  )
}
