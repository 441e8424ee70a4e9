export { ContactScreen } from './contact-screen'
