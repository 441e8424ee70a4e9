// The guard's decision, as a pure function of the route's rules, the variant and the user, so
// the table-driven test can walk every case. The root route's beforeLoad applies it.
import type { Privilege } from '#contract/privileges'
import type { User } from '#contract/users'
import { hasPrivilege } from '../auth/privileges'
import type { Variant } from '../variant/variant'
import type { GuardTarget, RouteRules } from './route-rules'

export type Access =
  | { kind: 'allow'; screen: 'member' | 'guest' }
  | { kind: 'redirect'; to: GuardTarget; redirectBack?: string }
  | { kind: 'login-dialog'; reason: 'anonymous' | 'no-privilege' }
  /** A signed-in member without the page's privilege: told which membership gives it (issue 34). */
  | { kind: 'no-privilege'; privilege: Privilege }

interface VariantPolicy {
  /** Where an unknown path (or a refused privilege) goes. */
  unknown: GuardTarget
  /** Whether a signed-out visitor on a login route goes to `/login?redirect=`. */
  loginRedirect: boolean
  /** Whether a member without a page's privilege is told which membership opens it (else sent to
   *  `unknown`: the dashboard shows its login dialog to anyone who cannot see metrics, SPEC §2). */
  namesMembership: boolean
}

const policies: Record<Variant, VariantPolicy> = {
  main: { unknown: '/login', loginRedirect: true, namesMembership: true },
  podcast: { unknown: '/', loginRedirect: true, namesMembership: true },
  dashboard: { unknown: '/', loginRedirect: false, namesMembership: false },
}

const allow: Access = { kind: 'allow', screen: 'member' }

/** `path` is the requested path with its search, used as the `redirect` back after login. */
export function decideAccess(rules: RouteRules | undefined, variant: Variant, user: User | null, path: string): Access {
  const rule = rules?.[variant]
  const policy = policies[variant]
  const goTo = (to: GuardTarget, redirectBack?: string): Access => ({ kind: 'redirect', to, redirectBack })

  if (!rule) return goTo(policy.unknown)
  if (rule.forward) return goTo(user ? rule.forward.member : rule.forward.anonymous)
  if (rule.auth === 'guest') return user ? goTo('/') : allow

  const needsUser = rule.auth === 'login' || rule.privilege !== undefined
  if (!user && needsUser) {
    if (rule.refused === 'login-dialog') return { kind: 'login-dialog', reason: 'anonymous' }
    if (rule.anonymous === 'guest-screen') return { kind: 'allow', screen: 'guest' }
    return policy.loginRedirect ? goTo('/login', path) : goTo(policy.unknown)
  }
  if (rule.privilege && !hasPrivilege(user, rule.privilege)) {
    if (rule.refused === 'login-dialog') return { kind: 'login-dialog', reason: 'no-privilege' }
    return policy.namesMembership ? { kind: 'no-privilege', privilege: rule.privilege } : goTo(policy.unknown)
  }
  return allow
}

/** After login: the `redirect` search value when it is a safe internal path, else the fallback. */
export function safeRedirect(target: unknown, fallback: string): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return fallback
  }
  return target
}
