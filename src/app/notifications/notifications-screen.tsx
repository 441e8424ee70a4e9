import { Container, Heading, Stack } from '@chakra-ui/react'
import { useLocation } from '@tanstack/react-router'
import { ConversationsSection, ConversationView, conversationWith } from '../messages'
import { NotificationsSection } from './notifications-section'
import { useNotifications } from './notification-queries'
import { useSeenWhileOpen } from './use-seen-while-open'

/** /notifications, the Messages tab: the member's conversations and notifications; with
 *  `?with=<userId>`, the conversation with that member. Opening it clears the tab's dot. */
export function NotificationsScreen() {
  const withUserId = useLocation({ select: (location) => conversationWith(location.search) })
  const notifications = useNotifications()
  useSeenWhileOpen(notifications)

  return (
    <Container maxW="3xl" py="8">
      <Stack gap="8">
        <Heading as="h1" size="2xl">
          Messages
        </Heading>
        {withUserId ? (
          <ConversationView key={withUserId} userId={withUserId} />
        ) : (
          <>
            <ConversationsSection />
            <NotificationsSection query={notifications} />
          </>
        )}
      </Stack>
    </Container>
  )
}
