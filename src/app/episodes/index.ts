// What other features use of the episodes: their keys, how an episode's state reads, and the player.
export { episodeKeys } from './episode-keys'
export { episodeStateText, publishedDay } from './episode-state-text'
export { EpisodePlayer } from './player/episode-player'
