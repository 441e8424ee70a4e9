import { PlaceholderScreen } from '../layout/placeholder-screen'

export function EpisodeScreen() {
  return <PlaceholderScreen title="Episode" description="Listen to this episode." />
}

export function PublishEpisodeScreen() {
  return <PlaceholderScreen title="Publish an episode" description="Publish an episode to this channel." />
}
