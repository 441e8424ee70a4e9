// What every part of the walk shares: the engine's tab, its step list, where the three variants
// are (all through the network switch, so any of them can lose the network), and the cast.
import type { TestScript } from './member-api'
import type { Member } from './cast'
import type { EnginePage } from './engine-page'
import type { NetworkSwitch } from './network-switch'
import type { Walk } from './walk'

export interface Cast {
  walker: Member
  friend: Member
  /** The friend's session, shared with a link. */
  shared: { script: TestScript; sessionId: string; linkId: string }
  /** A script of the walker's own. */
  own: TestScript
  eventId: string
  eventTitle: string
  certificateId: string
  certificateTitle: string
  episode: { channelId: string; channelTitle: string; linkId: string; title: string }
}

export interface WalkContext {
  page: EnginePage
  walk: Walk
  /** The API, straight (set-up and checks that the browser is not part of). */
  api: string
  network: NetworkSwitch
  cast: Cast
}

export const mainSite = (context: WalkContext) => context.network.url
export const variantSite = (context: WalkContext, variant: 'podcast' | 'dashboard') =>
  context.network.url.replace('//localhost', `//${variant}.localhost`)
