import { HStack } from '@chakra-ui/react'
import { useLocation } from '@tanstack/react-router'
import { hasPrivilege } from '../auth/privileges'
import { useUser } from '../auth/use-user'
import { useNewNotificationCount } from '../notifications/use-new-notification-count'
import { useAppContext } from '../router/use-app-context'
import { LiveRegion } from '../ui/live-region'
import { headerTabs } from './header-tab-list'
import { TabLink } from './tab-link'

export function HeaderTabs() {
  const { variant } = useAppContext()
  const user = useUser()
  const newNotifications = useNewNotificationCount()
  const pathname = useLocation({ select: (location) => location.pathname })
  const tabs = headerTabs[variant].filter((tab) => !tab.privilege || hasPrivilege(user, tab.privilege))

  return (
    <>
      <HStack as="nav" aria-label="Main" gap="0" overflowX="auto">
        {tabs.map((tab) => {
          // The dashboard shows its metrics at `/` and at `/metrics`: the tab follows the address.
          const shown =
            variant === 'dashboard' && tab.to === '/' && pathname === '/metrics'
              ? { ...tab, to: '/metrics' as const }
              : tab
          return <TabLink key={tab.label} tab={shown} dot={tab.to === '/notifications' && newNotifications > 0} />
        })}
      </HStack>
      {/* The dot, said: a count, so that each arrival changes the words and is announced again. */}
      <LiveRegion offscreen>
        {newNotifications > 0 && `${newNotifications} new notification${newNotifications === 1 ? '' : 's'}`}
      </LiveRegion>
    </>
  )
}
