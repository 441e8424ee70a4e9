import { Container, Heading, Stack } from '@chakra-ui/react'
import { useParams } from '@tanstack/react-router'
import { isMissing } from '../scripts/script-queries'
import { LoadMoreButton } from '../scripts/ui/load-more-button'
import { EmptyState, ErrorState, LoadingState, isPausedOffline, notOnDeviceMessage } from '../scripts/ui/query-states'
import { PortfolioItemView } from './portfolio-item-view'
import { usePortfolio } from './portfolio-queries'

export const nothingPublishedText = 'Nothing published yet.'
export const unknownUserText = 'This user does not exist.'

/** /portfolio/{userId} (open to all): the sessions a member published, newest first, to play. */
export function PortfolioScreen() {
  const { userId } = useParams({ from: '/portfolio/$userId' })
  const portfolio = usePortfolio(userId)
  const items = portfolio.data?.pages.flatMap((page) => page.items) ?? []

  return (
    <Container maxW="4xl" py="8">
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          Portfolio
        </Heading>
        {portfolio.data ? (
          items.length === 0 ? (
            <EmptyState title={nothingPublishedText} />
          ) : (
            <Stack as="ul" aria-label="Published sessions" gap="4" m="0" p="0">
              {items.map((item) => (
                <PortfolioItemView key={item.id} item={item} />
              ))}
            </Stack>
          )
        ) : isPausedOffline(portfolio) ? (
          <ErrorState message={notOnDeviceMessage} />
        ) : portfolio.isError ? (
          isMissing(portfolio.error) ? (
            <ErrorState message={unknownUserText} />
          ) : (
            <ErrorState error={portfolio.error} onRetry={() => void portfolio.refetch()} />
          )
        ) : (
          <LoadingState label="Loading the portfolio…" />
        )}
        {portfolio.isFetchNextPageError && <ErrorState error={portfolio.error} />}
        <LoadMoreButton hasMore={portfolio.hasNextPage} loading={portfolio.isFetchingNextPage} onLoadMore={() => void portfolio.fetchNextPage()} />
      </Stack>
    </Container>
  )
}
