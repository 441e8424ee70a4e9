// What other features use of the playlists: the buttons that add an episode or a channel.
export { AddChannelToPlaylistButton, AddToPlaylistButton } from './add-to-playlist-button'
