export { NotificationsScreen } from './notifications-screen'
