import { Button, Heading, HStack, Stack } from '@chakra-ui/react'
import type { Notification } from '#contract/notifications'
import { ErrorAlert } from '../ui/error-alert'
import { ListStates, type PagedQuery } from '../ui/list-states'
import { EmptyState } from '../ui/query-states'
import { NotificationRow } from './notification-row'
import { useMarkNotificationsRead } from './notification-queries'

export const noNotificationsText = 'No notifications yet.'

/** The member's notifications, newest first, with "Mark as read" on each and "Mark all as read". */
export function NotificationsSection({ query }: { query: PagedQuery<Notification> }) {
  const mark = useMarkNotificationsRead()
  const anyUnread = query.data?.pages.some((page) => page.items.some((item) => item.readAt === null)) ?? false
  return (
    <Stack as="section" aria-labelledby="notifications-heading" gap="3">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="lg" id="notifications-heading">
          Notifications
        </Heading>
        <Button
          size="sm"
          variant="outline"
          disabled={!anyUnread}
          loading={mark.isPending && mark.variables === null}
          onClick={() => mark.mutate(null)}
        >
          Mark all as read
        </Button>
      </HStack>
      <ErrorAlert error={mark.error} />
      <ListStates
        query={query}
        loading="Loading your notifications…"
        empty={
          <EmptyState title={noNotificationsText}>
            Friend requests, messages and news of your sessions and classes show here.
          </EmptyState>
        }
      >
        {(items) => (
          <Stack as="ul" aria-label="Notifications" gap="0" m="0" p="0">
            {items.map((notification) => (
              <NotificationRow
                key={notification.id}
                notification={notification}
                marking={mark.isPending && mark.variables === notification.id}
                onMarkRead={(id) => mark.mutate(id)}
              />
            ))}
          </Stack>
        )}
      </ListStates>
    </Stack>
  )
}
