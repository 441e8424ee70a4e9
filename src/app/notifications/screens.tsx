import { useEffect } from 'react'
import { PlaceholderScreen } from '../layout/placeholder-screen'
import { markNotificationsSeen } from './use-new-notification-count'

export function NotificationsScreen() {
  // Opening Messages clears the tab's dot: only later notifications count as new.
  useEffect(() => markNotificationsSeen(), [])
  return <PlaceholderScreen title="Messages" description="Your messages and notifications." />
}
