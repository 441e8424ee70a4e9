export { EpisodeScreen } from './episode-screen'
export { PublishEpisodeScreen } from './publish/screens'
