// What other features use of the memberships: a member's subscriptions (in the profile editor).
export { useSubscriptions } from './subscription-queries'
