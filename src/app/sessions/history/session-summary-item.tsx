import { Badge, Box, HStack, Link as ChakraLink, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { SessionSummary } from '#contract/sessions'
import { formatUpdatedAt } from '#app/ui/format-date-time'
import { progressText, sessionStatusText } from './session-status-text'

/** One session in the history: what it is, how far it got, and the way back into the studio. */
export function SessionSummaryItem({ session }: { session: SessionSummary }) {
  return (
    <Box as="li" listStyleType="none" p="4" borderWidth="1px" borderRadius="md">
      <ChakraLink asChild fontWeight="semibold" fontSize="lg" color="brand.fg">
        <Link to="/session/$sessionId" params={{ sessionId: session.id }}>
          {session.title || 'Untitled script'}
        </Link>
      </ChakraLink>
      <HStack gap="3" wrap="wrap" fontSize="sm" color="fg.muted" mt="1">
        <Badge colorPalette={session.status === 'open' ? 'blue' : 'green'}>{sessionStatusText[session.status]}</Badge>
        <Text>{progressText(session)}</Text>
        {!session.isOwner && <Text>Joined</Text>}
        <Text>Last change {formatUpdatedAt(session.updatedAt)}</Text>
      </HStack>
    </Box>
  )
}
