import { createRoute } from '@tanstack/react-router'
import { lazyScreen } from '../router/lazy-screen'
import { rootRoute } from '../router/root-route'
import { signInPage } from '../router/rule-presets'

const screens = () => import('./login-route-screens')

/** Login pages keep where to go after login in `?redirect=`. */
const validateRedirectSearch = (search: Record<string, unknown>): { redirect?: string } =>
  typeof search.redirect === 'string' ? { redirect: search.redirect } : {}

/** /register?class=CODE (a class's join link) keeps the class code too. Search values are read as
 *  JSON, so an all-digit code arrives as a number (the join link's dash keeps other codes text). */
const validateRegisterSearch = (search: Record<string, unknown>): { redirect?: string; class?: string } => {
  const code = typeof search.class === 'string' || typeof search.class === 'number' ? String(search.class) : undefined
  return { ...validateRedirectSearch(search), ...(code ? { class: code } : {}) }
}

export const userRoutes = [
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/login',
    staticData: { rules: { main: signInPage(), podcast: signInPage('guest') } },
    validateSearch: validateRedirectSearch,
    component: lazyScreen(screens, 'LoginRouteScreen'),
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/register',
    staticData: { rules: { main: signInPage(), podcast: signInPage('guest') } },
    validateSearch: validateRegisterSearch,
    component: lazyScreen(screens, 'RegisterRouteScreen'),
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/resetpassword',
    staticData: { rules: { podcast: signInPage('guest') } },
    validateSearch: validateRedirectSearch,
    component: lazyScreen(screens, 'ResetRouteScreen'),
  }),
]
