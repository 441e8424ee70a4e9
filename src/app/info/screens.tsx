// The readable pages, open to all in the main and podcast sites (decision 069).
export { AboutScreen } from './about-screen'
export { FaqScreen } from './faq-screen'
export { GuideScreen } from './guide-screen'
