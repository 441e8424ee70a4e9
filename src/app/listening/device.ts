// What the listening feature sends from the device: positions and favourites, queued offline. The
// podcast site is its own origin, so these are only ever queued there: registered on that host alone.
import type { DeviceFeature } from '../offline/device-feature'
import { detectVariant } from '../variant/variant'
import { registerListeningSync } from './register-listening-sync'

export const listeningOnDevice: DeviceFeature = {
  name: 'listening',
  register({ services, api, currentUserId }) {
    if (detectVariant(window.location) === 'podcast')
      registerListeningSync(services.syncQueue, { api, db: services.db, currentUserId })
  },
}
