// What other features use of the channels: a class's channel, and the channel an episode is published on.
export { useApproveEpisode, useWaitingEpisodes } from './channel-episode-queries'
export { channelKeys } from './channel-keys'
export { useChannel, usePublishableChannels } from './channel-queries'
