import { Heading, Stack } from '@chakra-ui/react'
import { useScriptList, type ScriptScope } from '../script-queries'
import { LoadMoreButton } from '../ui/load-more-button'
import { EmptyState, ErrorState, LoadingState, isPausedOffline, notOnDeviceMessage } from '../ui/query-states'
import { ScriptSummaryItem } from './script-summary-item'

const sections: Record<ScriptScope, { title: string; empty: string; hint: string }> = {
  mine: { title: 'My scripts', empty: 'You have no scripts yet.', hint: 'Press "New script", or start from a template below.' },
  shared: { title: 'Shared with me', empty: 'No scripts are shared with you yet.', hint: 'Scripts your friends share with friends show here.' },
}

export function ScriptListSection({ scope }: { scope: ScriptScope }) {
  const list = useScriptList(scope)
  const { title, empty, hint } = sections[scope]
  const items = list.data?.pages.flatMap((page) => page.items) ?? []
  const headingId = `scripts-${scope}`

  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h2" size="lg" id={headingId}>
        {title}
      </Heading>
      {list.data ? (
        items.length === 0 ? (
          <EmptyState title={empty}>{hint}</EmptyState>
        ) : (
          <Stack as="ul" gap="2" m="0" p="0">
            {items.map((script) => (
              <ScriptSummaryItem key={script.id} script={script} />
            ))}
          </Stack>
        )
      ) : isPausedOffline(list) ? (
        <ErrorState message={notOnDeviceMessage} />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <LoadingState label={`Loading ${title.toLowerCase()}…`} />
      )}
      {list.isFetchNextPageError && <ErrorState error={list.error} />}
      <LoadMoreButton hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onLoadMore={() => void list.fetchNextPage()} />
    </Stack>
  )
}
