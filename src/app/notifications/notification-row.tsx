import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import type { Notification } from '#contract/notifications'
import { shownTime } from '../ui/format-date-time'
import { HrefLink } from '../ui/href-link'
import { notificationLine } from './notification-line'

interface NotificationRowProps {
  notification: Notification
  marking: boolean
  onMarkRead: (id: string) => void
}

/** One notification: what happened (a link to it), when, and "Mark as read" while unread. */
export function NotificationRow({ notification, marking, onMarkRead }: NotificationRowProps) {
  const line = notificationLine(notification, window.location)
  const unread = notification.readAt === null
  const markRead = () => unread && onMarkRead(notification.id)
  return (
    <Box as="li" listStyleType="none" py="3" borderBottomWidth="1px" data-unread={unread || undefined}>
      <HStack gap="3" align="start">
        <Box
          aria-hidden
          mt="2"
          boxSize="2"
          borderRadius="full"
          flexShrink={0}
          bg={unread ? 'brand.solid' : 'transparent'}
        />
        <Stack gap="0" flex="1" minW="0">
          <Text fontWeight={unread ? 'semibold' : 'normal'} overflowWrap="anywhere">
            {line.href ? (
              <HrefLink href={line.href} onOpen={markRead}>
                {line.text}
              </HrefLink>
            ) : (
              line.text
            )}
            {unread && (
              <Box as="span" srOnly>
                {' '}
                (unread)
              </Box>
            )}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {shownTime(notification.createdAt)}
          </Text>
        </Stack>
        {unread && (
          <Button
            size="xs"
            variant="outline"
            loading={marking}
            onClick={markRead}
            aria-label={`Mark as read: ${line.text}`}
          >
            Mark as read
          </Button>
        )}
      </HStack>
    </Box>
  )
}
