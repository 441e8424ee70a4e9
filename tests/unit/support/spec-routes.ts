// SPEC §2 as a table: every route (as a concrete path) and what it is in each variant.
// The guard test resolves the outcome SPEC names from it and compares with the real router.
import type { Privilege } from '#contract/privileges'
import type { Variant } from '#app/variant/variant'

/** open: anyone; login: members, visitors go to log in; guest: visitors, members go to `/`;
 *  home: main `/`; history: podcast `/history`; metrics: the dashboard's metrics. */
export type SpecRule = 'open' | 'login' | 'guest' | 'home' | 'history' | 'metrics' | { privilege: Privilege }

export type SpecRow = Partial<Record<Variant, SpecRule>>

const open: SpecRow = { main: 'open' }
const login: SpecRow = { main: 'login' }
const bothOpen: SpecRow = { main: 'open', podcast: 'open' }

export const specRoutes: Record<string, SpecRow> = {
  // Podcast `/` is My Podcasts: a visitor sees the newest public episodes (issue 15).
  '/': { main: 'home', podcast: 'open', dashboard: 'metrics' },
  // main, no login needed, standalone
  '/certificate': open,
  '/certificate/cert-1': open,
  '/contact': bothOpen,
  '/login': { main: 'open', podcast: 'guest' },
  '/register': { main: 'open', podcast: 'guest' },
  '/event/ev-1': open,
  '/members/ann': bothOpen,
  '/profile/u2': bothOpen,
  '/portfolio/u2': open,
  '/session/se-1': open,
  // Not in SPEC for the dashboard: its Drafts tab opens a draft and the archive there (issue 34).
  '/write/doc-1': { main: 'open', dashboard: { privilege: 'draft' } },
  '/template/tp-1': open,
  '/s/link-1': open,
  '/script/sc-1': open,
  '/scriptlibrary': open,
  '/auth/ms/login': bothOpen,
  '/auth/ms/logout': bothOpen,
  // main, standard layout, login
  '/scripts/edit/abc': login,
  '/scripts/create': login,
  '/scripts': login,
  '/write': { main: 'login', dashboard: { privilege: 'draft' } },
  '/archive': { main: 'login', dashboard: { privilege: 'draft' } },
  '/history': { main: 'login', podcast: 'history' },
  '/friends': login,
  '/notifications': login,
  // main, privileges
  '/audiolibrary': { main: { privilege: 'audio_library' } },
  '/audiolibrary/edit/au-1': { main: { privilege: 'audio_library' } },
  '/audiolibrary/create/music': { main: { privilege: 'audio_library' } },
  '/metrics': { main: { privilege: 'show_metrics' }, dashboard: 'metrics' },
  '/free_scripts2': { main: { privilege: 'read_free_script' } },
  // open to all, standard layout
  '/guide': bothOpen,
  '/about': bothOpen,
  '/membership': bothOpen,
  '/subscription': bothOpen,
  '/faq': bothOpen,
  '/events': open,
  '/event/ev-1/register': open,
  '/freesound-poc': open,
  // podcast
  '/podcast-ep/link-1': { podcast: 'open' },
  '/channel/ch-1': { podcast: 'open' },
  '/playlist/pl-1': { podcast: 'open' },
  '/resetpassword': { podcast: 'guest' },
  '/classes': { podcast: { privilege: 'teacher' } },
  '/favourites': { podcast: 'login' },
  '/playlists': { podcast: 'login' },
  // podcast pages SPEC does not name: making and editing channels, publishing (decision 058)
  '/channels/new': { podcast: 'login' },
  '/channel/ch-1/edit': { podcast: 'login' },
  '/channel/ch-1/publish': { podcast: 'login' },
  // unknown everywhere
  '/no-such-page': {},
  '/scripts/edit': {},
}
