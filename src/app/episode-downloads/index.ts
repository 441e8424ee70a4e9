// What other features use of the episodes kept on the device: the buttons that keep them and the list.
export { DownloadEpisodeButton, DownloadPlaylistButton } from './download-buttons'
export { DownloadsSection } from './downloads-section'
