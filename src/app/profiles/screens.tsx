export { MemberProfileScreen, ProfileScreen } from './profile-screen'
