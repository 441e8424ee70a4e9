import { Box, Button, Heading, HStack, Link, Stack } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useUser } from '../auth/use-user'
import { MemberAvatar, memberName } from '../profiles'
import { ErrorState, EmptyState, QueryStates, readProblem } from '../ui/query-states'
import { conversationTimeline } from './conversation-timeline'
import { MessageBubble } from './message-bubble'
import { MessageForm } from './message-form'
import { useConversation, useConversationMember } from './message-queries'
import { useConversationChanges } from './use-conversation-changes'
import { useMarkReadOnView } from './use-mark-read-on-view'
import { useRefusedMessageActions, useSendMessage, useWaitingMessages } from './use-outbox'

export const unknownMemberText = 'This user does not exist.'
export const noMessagesText = 'No messages yet.'

/** One conversation: "Load earlier messages", the messages with the newest at the bottom (this
 *  device's waiting ones last), and the message field. */
export function ConversationView({ userId }: { userId: string }) {
  const me = useUser()?.id
  const member = useConversationMember(userId)
  const messages = useConversation(userId)
  useConversationChanges(userId)
  const waiting = useWaitingMessages(userId)
  const send = useSendMessage(userId)
  const refused = useRefusedMessageActions()
  const stored = messages.data?.pages.flatMap((page) => page.items) ?? []
  useMarkReadOnView(userId, stored)
  const timeline = conversationTimeline(stored, waiting.data ?? [])
  const name = member.data ? memberName(member.data) : 'this member'
  const unknown = readProblem(member) === 'missing' || readProblem(messages) === 'missing'

  const end = useRef<HTMLDivElement>(null)
  const last = timeline.at(-1)
  const lastKey = last ? `${last.kind} ${last.message.clientId}` : ''
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' })
  }, [lastKey])

  return (
    <Stack gap="4">
      <Link asChild colorPalette="brand" alignSelf="start">
        <RouterLink to="/notifications">← All messages</RouterLink>
      </Link>
      {unknown ? (
        <ErrorState message={unknownMemberText} />
      ) : (
        <>
          <HStack gap="3">
            {member.data && <MemberAvatar user={member.data} />}
            <Heading as="h2" size="lg">
              {member.data ? name : 'Conversation'}
            </Heading>
          </HStack>
          {messages.hasNextPage && (
            <Button
              variant="outline"
              alignSelf="center"
              loading={messages.isFetchingNextPage}
              onClick={() => void messages.fetchNextPage()}
            >
              Load earlier messages
            </Button>
          )}
          {messages.isFetchNextPageError && <ErrorState error={messages.error} />}
          {messages.data === undefined && <QueryStates query={messages} loading="Loading the conversation…" />}
          {messages.data !== undefined && timeline.length === 0 && <EmptyState title={noMessagesText} />}
          {timeline.length > 0 && (
            <Stack as="ul" aria-label={`Conversation with ${name}`} gap="3" m="0" p="0">
              {timeline.map((entry) => (
                <MessageBubble
                  key={`${entry.message.senderId} ${entry.message.clientId}`}
                  entry={entry}
                  mine={entry.message.senderId === me}
                  onSendAgain={() => void refused.sendAgain(entry.message.clientId)}
                  onDiscard={() => void refused.discard(entry.message.clientId)}
                />
              ))}
            </Stack>
          )}
          <Box ref={end} />
          <MessageForm onSend={(body) => send.mutateAsync(body)} sending={send.isPending} error={send.error} />
        </>
      )}
    </Stack>
  )
}
