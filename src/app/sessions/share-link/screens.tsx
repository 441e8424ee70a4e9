export { ShareLinkScreen } from './share-link-screen'
