// What other features use of the notifications: their keys, which a new message refreshes.
export { notificationKeys } from './notification-keys'
