import { Heading, Stack } from '@chakra-ui/react'
import { ListStates } from '../ui/list-states'
import { EmptyState } from '../ui/query-states'
import { ConversationRow } from './conversation-row'
import { useConversations } from './message-queries'

export const noConversationsText = 'No conversations yet.'

/** The member's conversations, the one with the newest message first. */
export function ConversationsSection() {
  const conversations = useConversations()
  return (
    <Stack as="section" aria-labelledby="conversations-heading" gap="3">
      <Heading as="h2" size="lg" id="conversations-heading">
        Conversations
      </Heading>
      <ListStates
        query={conversations}
        loading="Loading your conversations…"
        empty={
          <EmptyState title={noConversationsText}>
            Write to a friend from Friends, or, as a teacher, to a student from My Class.
          </EmptyState>
        }
      >
        {(items) => (
          <Stack as="ul" aria-label="Conversations" gap="0" m="0" p="0">
            {items.map((conversation) => (
              <ConversationRow key={conversation.user.id} conversation={conversation} />
            ))}
          </Stack>
        )}
      </ListStates>
    </Stack>
  )
}
