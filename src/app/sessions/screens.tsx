export { SessionScreen } from './session-screen'
