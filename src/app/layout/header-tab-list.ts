import type { Privilege } from '#contract/privileges'
import type { Variant } from '../variant/variant'

export interface HeaderTab {
  label: string
  to:
    '/write' | '/scripts' | '/friends' | '/notifications' | '/' | '/metrics' | '/classes' | '/favourites' | '/playlists'
  exact?: boolean
  privilege?: Privilege
}

/** The header tabs of each variant (SPEC §2); a tab with a privilege shows only to holders. */
export const headerTabs: Record<Variant, HeaderTab[]> = {
  main: [
    { label: 'Drafts', to: '/write' },
    { label: 'Scripts', to: '/scripts' },
    { label: 'Friends', to: '/friends' },
    { label: 'Messages', to: '/notifications' },
  ],
  podcast: [
    { label: 'My Podcasts', to: '/', exact: true },
    { label: 'My Class', to: '/classes', privilege: 'teacher' },
    { label: 'My Favourites', to: '/favourites' },
    { label: 'Playlists', to: '/playlists' },
  ],
  dashboard: [
    { label: 'Metrics', to: '/', exact: true },
    { label: 'Drafts', to: '/write', privilege: 'draft' },
  ],
}
