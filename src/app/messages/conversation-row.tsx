import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react'
import type { Conversation } from '#contract/messages'
import { MemberAvatar, memberName } from '../profiles'
import { shownTime } from '../ui/format-date-time'
import { HrefLink } from '../ui/href-link'
import { conversationHref } from './conversation-href'

/** One conversation: who, their last message (or mine, "You: …"), when, and how many are unread. */
export function ConversationRow({ conversation }: { conversation: Conversation }) {
  const { user, lastMessage, unreadCount } = conversation
  const mine = lastMessage.senderId !== user.id
  const name = memberName(user)
  return (
    <Box as="li" listStyleType="none" py="3" borderBottomWidth="1px">
      <HStack gap="3" align="center">
        <MemberAvatar user={user} />
        <Stack gap="0" flex="1" minW="0">
          <HStack justify="space-between" gap="2">
            <Text as="span" fontWeight={unreadCount > 0 ? 'bold' : 'semibold'}>
              <HrefLink href={conversationHref(user.id)}>{name}</HrefLink>
            </Text>
            <Text fontSize="xs" color="fg.muted" flexShrink={0}>
              {shownTime(lastMessage.createdAt)}
            </Text>
          </HStack>
          <HStack justify="space-between" gap="2">
            <Text color="fg.muted" truncate>
              {mine ? `You: ${lastMessage.body}` : lastMessage.body}
            </Text>
            {unreadCount > 0 && (
              <Badge colorPalette="red" variant="solid" flexShrink={0}>
                {unreadCount} unread
              </Badge>
            )}
          </HStack>
        </Stack>
      </HStack>
    </Box>
  )
}
