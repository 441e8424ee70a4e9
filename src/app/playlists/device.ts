// What the playlists feature sends from the device: a member's playlist edits, queued offline, on
// the podcast site only (its own origin, the only place they are ever queued).
import type { DeviceFeature } from '../offline/device-feature'
import { detectVariant } from '../variant/variant'
import { registerPlaylistSync } from './register-playlist-sync'

export const playlistsOnDevice: DeviceFeature = {
  name: 'playlists',
  register: async ({ services, api, currentUserId }) => {
    if (detectVariant(window.location) === 'podcast')
      await registerPlaylistSync(services.syncQueue, { api, db: services.db, currentUserId })
  },
}
