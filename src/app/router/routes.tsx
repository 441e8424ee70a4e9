// Every route of SPEC §2 for all three variants, in one tree. Each route states per variant
// whether it exists there, its layout, login and privilege; the root guard enforces them.
import { createRoute } from '@tanstack/react-router'
import type { RouteComponent } from '@tanstack/react-router'
import { lazyScreen } from './lazy-screen'
import { rootRoute } from './root-route'
import type { RouteRules } from './route-rules'
import { signInPage, standalone, standard } from './rule-presets'
import { HistoryRouteScreen, HomeScreen } from './variant-screens'

function page<const TPath extends string>(path: TPath, rules: RouteRules, component: RouteComponent) {
  return createRoute({ getParentRoute: () => rootRoute, path, staticData: { rules }, component })
}

/** Login pages keep where to go after login in `?redirect=`. */
const validateRedirectSearch = (search: Record<string, unknown>): { redirect?: string } =>
  typeof search.redirect === 'string' ? { redirect: search.redirect } : {}

/** /register?class=CODE (a class's join link) keeps the class code too. Search values are read as
 *  JSON, so an all-digit code arrives as a number (the join link's dash keeps other codes text). */
const validateRegisterSearch = (search: Record<string, unknown>): { redirect?: string; class?: string } => {
  const code = typeof search.class === 'string' || typeof search.class === 'number' ? String(search.class) : undefined
  return { ...validateRedirectSearch(search), ...(code ? { class: code } : {}) }
}

const scripts = () => import('../scripts/screens')
const scriptEditor = () => import('../scripts/editor/screens')
const library = () => import('../script-library/screens')
const drafts = () => import('../drafts/screens')
const audio = () => import('../audio-library/screens')
const info = () => import('../info/screens')
const events = () => import('../events/screens')
const certificates = () => import('../certificates/screens')
const subscriptions = () => import('../subscriptions/screens')
const profiles = () => import('../profiles/screens')
const channels = () => import('../channels/screens')
const episodes = () => import('../episodes/screens')
const playlists = () => import('../playlists/screens')
const listening = () => import('../listening/screens')
const msAuth = () => import('../ms-sign-in/ms-screens')
const login = () => import('../users/login-route-screens')

const metricsRule = { layout: 'standard', auth: 'open', privilege: 'show_metrics', refused: 'login-dialog' } as const
const both = (rule: ReturnType<typeof standard>): RouteRules => ({ main: rule, podcast: rule })

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  staticData: {
    rules: {
      main: { layout: 'standalone', auth: 'open', forward: { member: '/scripts', anonymous: '/login' } },
      podcast: standard('open'),
      dashboard: metricsRule,
    },
  },
  component: HomeScreen,
  wrapInSuspense: true,
})

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  staticData: { rules: { main: signInPage(), podcast: signInPage('guest') } },
  validateSearch: validateRedirectSearch,
  component: lazyScreen(login, 'LoginRouteScreen'),
})

const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/register',
  staticData: { rules: { main: signInPage(), podcast: signInPage('guest') } },
  validateSearch: validateRegisterSearch,
  component: lazyScreen(login, 'RegisterRouteScreen'),
})

const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/resetpassword',
  staticData: { rules: { podcast: signInPage('guest') } },
  validateSearch: validateRedirectSearch,
  component: lazyScreen(login, 'ResetRouteScreen'),
})

const historyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/history',
  staticData: { rules: { main: standard('login'), podcast: { ...standard('login'), anonymous: 'guest-screen' } } },
  component: HistoryRouteScreen,
  wrapInSuspense: true,
})

/** Any path no route claims: the guard sends it where the variant sends unknown paths. */
const unknownRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  staticData: { rules: {} },
  component: () => null,
})

const mainStandalone: RouteRules = { main: standalone() }

export const routeTree = rootRoute.addChildren([
  homeRoute,
  loginRoute,
  registerRoute,
  resetPasswordRoute,
  historyRoute,
  unknownRoute,
  page('/auth/ms/login', both(standalone()), lazyScreen(msAuth, 'MsLoginScreen')),
  page('/auth/ms/logout', both(standalone()), lazyScreen(msAuth, 'MsLogoutScreen')),
  page('/certificate', mainStandalone, lazyScreen(certificates, 'CertificatesScreen')),
  page('/certificate/$certId', mainStandalone, lazyScreen(certificates, 'CertificateScreen')),
  page(
    '/contact',
    both(standalone()),
    lazyScreen(() => import('../contact/screens'), 'ContactScreen'),
  ),
  page('/event/$eventId', mainStandalone, lazyScreen(events, 'EventScreen')),
  page('/event/$eventId/register', { main: standard() }, lazyScreen(events, 'EventRegisterScreen')),
  page('/events', { main: standard() }, lazyScreen(events, 'EventsScreen')),
  page('/members/$handle', both(standalone()), lazyScreen(profiles, 'MemberProfileScreen')),
  page('/profile/$userId', both(standalone()), lazyScreen(profiles, 'ProfileScreen')),
  page(
    '/portfolio/$userId',
    mainStandalone,
    lazyScreen(() => import('../portfolio/screens'), 'PortfolioScreen'),
  ),
  page(
    '/session/$sessionId',
    mainStandalone,
    lazyScreen(() => import('../sessions/screens'), 'SessionScreen'),
  ),
  page('/write/$documentId', mainStandalone, lazyScreen(drafts, 'DraftEditorScreen')),
  page(
    '/template/$templateId',
    mainStandalone,
    lazyScreen(() => import('../templates/screens'), 'TemplateScreen'),
  ),
  page(
    '/s/$linkId',
    mainStandalone,
    lazyScreen(() => import('../sessions/share-link/screens'), 'ShareLinkScreen'),
  ),
  page(
    '/script/$scriptId',
    mainStandalone,
    lazyScreen(() => import('../scripts/script-session-screen'), 'ScriptSessionScreen'),
  ),
  page('/scriptlibrary', mainStandalone, lazyScreen(library, 'ScriptLibraryScreen')),
  page('/scripts', { main: standard('login') }, lazyScreen(scripts, 'ScriptsScreen')),
  page('/scripts/create', { main: standard('login') }, lazyScreen(scriptEditor, 'ScriptCreateScreen')),
  page('/scripts/edit/$scriptId', { main: standard('login') }, lazyScreen(scriptEditor, 'ScriptEditScreen')),
  page('/write', { main: standard('login'), dashboard: standard('open', 'draft') }, lazyScreen(drafts, 'DraftsScreen')),
  page('/archive', { main: standard('login') }, lazyScreen(drafts, 'ArchiveScreen')),
  page(
    '/friends',
    { main: standard('login') },
    lazyScreen(() => import('../friends/screens'), 'FriendsScreen'),
  ),
  page(
    '/notifications',
    { main: standard('login') },
    lazyScreen(() => import('../notifications/screens'), 'NotificationsScreen'),
  ),
  page('/audiolibrary', { main: standard('open', 'audio_library') }, lazyScreen(audio, 'AudioLibraryScreen')),
  page(
    '/audiolibrary/edit/$audioId',
    { main: standard('open', 'audio_library') },
    lazyScreen(audio, 'AudioEditScreen'),
  ),
  page(
    '/audiolibrary/create/$type',
    { main: standard('open', 'audio_library') },
    lazyScreen(audio, 'AudioCreateScreen'),
  ),
  page(
    '/metrics',
    { main: standard('open', 'show_metrics'), dashboard: metricsRule },
    lazyScreen(() => import('../metrics/screens'), 'MetricsScreen'),
  ),
  page('/free_scripts2', { main: standard('open', 'read_free_script') }, lazyScreen(library, 'FreeScriptsScreen')),
  page('/guide', both(standard()), lazyScreen(info, 'GuideScreen')),
  page('/about', both(standard()), lazyScreen(info, 'AboutScreen')),
  page('/membership', both(standard()), lazyScreen(subscriptions, 'MembershipScreen')),
  page('/subscription', both(standard()), lazyScreen(subscriptions, 'SubscriptionScreen')),
  page('/faq', both(standard()), lazyScreen(info, 'FaqScreen')),
  page(
    '/freesound-poc',
    { main: standard() },
    lazyScreen(() => import('../freesound/screens'), 'FreesoundScreen'),
  ),
  page('/podcast-ep/$linkId', { podcast: standalone() }, lazyScreen(episodes, 'EpisodeScreen')),
  page('/channel/$channelId', { podcast: standard() }, lazyScreen(channels, 'ChannelScreen')),
  page('/playlist/$playlistId', { podcast: standard() }, lazyScreen(playlists, 'PlaylistScreen')),
  page(
    '/classes',
    { podcast: standard('login', 'teacher') },
    lazyScreen(() => import('../classes/screens'), 'MyClassScreen'),
  ),
  page('/favourites', { podcast: standard('login') }, lazyScreen(listening, 'FavouritesScreen')),
  page('/playlists', { podcast: standard('login') }, lazyScreen(playlists, 'PlaylistsScreen')),
  page('/channels/new', { podcast: standard('login') }, lazyScreen(channels, 'NewChannelScreen')),
  page('/channel/$channelId/edit', { podcast: standard('login') }, lazyScreen(channels, 'EditChannelScreen')),
  page('/channel/$channelId/publish', { podcast: standard('login') }, lazyScreen(episodes, 'PublishEpisodeScreen')),
])
