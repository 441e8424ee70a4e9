export { ChannelScreen } from './channel-screen'
export { EditChannelScreen } from './edit-channel-screen'
export { MyPodcastsScreen } from './my-podcasts-screen'
export { NewChannelScreen } from './new-channel-screen'
