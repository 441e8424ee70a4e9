// The table-driven guard test: every route of SPEC §2 × the three variants × each kind of
// visitor, driven through the real route tree with a memory history.
import { createMemoryHistory } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import type { User } from '#contract/users'
import { createAuth } from '#app/auth/auth'
import { hasPrivilege } from '#app/auth/privileges'
import { QueryClient } from '@tanstack/react-query'
import { createAppRouter } from '#app/app-router'
import type { Access } from '#app/router/decide-access'
import { variants, type Variant } from '#app/variant/variant'
import { specRoutes } from './support/spec-routes'
import { visitors } from './support/users'

interface Outcome {
  path: string
  redirect?: string
  shows: 'page' | 'guest page' | 'login dialog' | 'login dialog, cannot see metrics' | 'which membership opens it'
}

/** What SPEC §2 says happens, following its redirects to the final page. */
function specOutcome(path: string, variant: Variant, user: User | null): Outcome {
  const rule = specRoutes[path]?.[variant]
  const unknownGoesTo = variant === 'main' ? '/login' : '/'
  const page: Outcome = { path, shows: 'page' }
  const goTo = (to: string) => specOutcome(to, variant, user)
  const logIn = (): Outcome => (variant === 'dashboard' ? goTo('/') : { ...goTo('/login'), redirect: path })

  if (rule === undefined) return goTo(unknownGoesTo)
  if (rule === 'open') return page
  if (rule === 'login') return user ? page : logIn()
  if (rule === 'guest') return user ? goTo('/') : page
  if (rule === 'home') return goTo(user ? '/scripts' : '/login')
  if (rule === 'history') return user ? page : { path, shows: 'guest page' }
  if (rule === 'metrics') {
    if (hasPrivilege(user, 'show_metrics')) return page
    return { path, shows: user ? 'login dialog, cannot see metrics' : 'login dialog' }
  }
  if (!user) return logIn()
  // Not in SPEC: a signed-in member is told which membership opens the page (issue 34), not sent away.
  if (hasPrivilege(user, rule.privilege)) return page
  return variant === 'dashboard' ? goTo(unknownGoesTo) : { path, shows: 'which membership opens it' }
}

async function routerOutcome(path: string, variant: Variant, user: User | null): Promise<Outcome> {
  const auth = createAuth({ storage: localStorage, baseUrl: 'http://127.0.0.1:9' })
  if (user) auth.store.set({ user, token: 'token' })
  else auth.store.clear()
  const router = createAppRouter(
    { variant, auth, queryClient: new QueryClient() },
    createMemoryHistory({ initialEntries: [path] }),
  )
  await router.load()
  const { location, matches } = router.state
  const root = matches[0]
  if (!root || root.status !== 'success') throw new Error(`root did not load for ${path}: ${root?.status}`)
  const { access } = root.context as { access: Access }
  const shows: Outcome['shows'] =
    access.kind === 'no-privilege'
      ? 'which membership opens it'
      : access.kind === 'login-dialog'
        ? access.reason === 'anonymous'
          ? 'login dialog'
          : 'login dialog, cannot see metrics'
        : access.kind === 'allow' && access.screen === 'guest'
          ? 'guest page'
          : 'page'
  const redirect = (location.search as { redirect?: string }).redirect
  return redirect === undefined ? { path: location.pathname, shows } : { path: location.pathname, redirect, shows }
}

describe.each(variants)('guard, %s variant', (variant) => {
  describe.each(visitors)('$name', ({ user }) => {
    it.each(Object.keys(specRoutes))('%s', async (path) => {
      expect(await routerOutcome(path, variant, user)).toEqual(specOutcome(path, variant, user))
    })
  })
})

describe('guard, outcomes SPEC names explicitly', () => {
  const anonymous = null
  const member = visitors[1]!.user

  it.each([
    ['main', '/', anonymous, { path: '/login', shows: 'page' }],
    ['main', '/', member, { path: '/scripts', shows: 'page' }],
    ['main', '/no-such-page', member, { path: '/login', shows: 'page' }],
    ['main', '/scripts/edit/abc', anonymous, { path: '/login', redirect: '/scripts/edit/abc', shows: 'page' }],
    ['main', '/audiolibrary', member, { path: '/audiolibrary', shows: 'which membership opens it' }],
    ['main', '/free_scripts2', member, { path: '/free_scripts2', shows: 'which membership opens it' }],
    ['main', '/audiolibrary', anonymous, { path: '/login', redirect: '/audiolibrary', shows: 'page' }],
    ['podcast', '/login', member, { path: '/', shows: 'page' }],
    ['podcast', '/resetpassword', member, { path: '/', shows: 'page' }],
    ['podcast', '/history', anonymous, { path: '/history', shows: 'guest page' }],
    ['podcast', '/classes', member, { path: '/classes', shows: 'which membership opens it' }],
    ['podcast', '/scripts', member, { path: '/', shows: 'page' }],
    ['dashboard', '/', anonymous, { path: '/', shows: 'login dialog' }],
    ['dashboard', '/metrics', member, { path: '/metrics', shows: 'login dialog, cannot see metrics' }],
    ['dashboard', '/write', member, { path: '/', shows: 'login dialog, cannot see metrics' }],
    ['dashboard', '/scripts', anonymous, { path: '/', shows: 'login dialog' }],
  ] as const)('%s %s as %o', async (variant, path, user, outcome) => {
    expect(await routerOutcome(path, variant, user)).toEqual(outcome)
  })
})
