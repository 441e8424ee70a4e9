export { FriendsScreen } from './friends-screen'
