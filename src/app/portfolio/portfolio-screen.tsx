import { Container, Heading, Stack } from '@chakra-ui/react'
import { useParams } from '@tanstack/react-router'
import { ListStates } from '../ui/list-states'
import { EmptyState } from '../ui/query-states'
import { PortfolioItemView } from './portfolio-item-view'
import { usePortfolio } from './portfolio-queries'

export const nothingPublishedText = 'Nothing published yet.'
export const unknownUserText = 'This user does not exist.'

/** /portfolio/{userId} (open to all): the sessions a member published, newest first, to play. */
export function PortfolioScreen() {
  const { userId } = useParams({ from: '/portfolio/$userId' })
  const portfolio = usePortfolio(userId)

  return (
    <Container maxW="4xl" py="8">
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          Portfolio
        </Heading>
        <ListStates
          query={portfolio}
          loading="Loading the portfolio…"
          missing={unknownUserText}
          empty={<EmptyState title={nothingPublishedText} />}
        >
          {(items) => (
            <Stack as="ul" aria-label="Published sessions" gap="4" m="0" p="0">
              {items.map((item) => (
                <PortfolioItemView key={item.id} item={item} />
              ))}
            </Stack>
          )}
        </ListStates>
      </Stack>
    </Container>
  )
}
