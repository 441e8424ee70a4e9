import { PlaceholderScreen } from '../layout/placeholder-screen'

export function MyPodcastsScreen() {
  return <PlaceholderScreen title="My Podcasts" description="Your channels and episodes." />
}

export function ChannelScreen() {
  return <PlaceholderScreen title="Channel" description="The episodes of this channel." />
}

export function NewChannelScreen() {
  return <PlaceholderScreen title="New channel" description="Make a channel." />
}

export function EditChannelScreen() {
  return <PlaceholderScreen title="Edit channel" description="Change this channel." />
}
