export { PublishEpisodeScreen } from './publish-screen'
