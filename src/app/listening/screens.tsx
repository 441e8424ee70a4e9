export { FavouritesScreen } from './favourites-screen'
export { PodcastHistoryScreen } from './podcast-history-screen'
