// What other features use of the listening: where a listener stopped (on the server and on this
// device) and the favourite button.
export { deviceHistory } from './device-history'
export { FavouriteButton } from './favourite-button'
export { listeningKeys } from './listening-keys'
export { queuePosition } from './queue-listening'
