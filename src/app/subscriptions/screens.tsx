export { MembershipScreen } from './membership-screen'
export { SubscriptionScreen } from './subscription-screen'
