// Every route that changes something says what it does (`effect`), and one whose abuse multiplies
// (it creates content, sends mail, or checks a password or code someone could guess) says what
// limits it: a rate limit (`rateLimit`, @fastify/rate-limit) or the handler's own counter
// (`throttle`, e.g. failed sign-ins per address and user ID). As with access (route-access.ts), the
// app refuses to start with a change that declares nothing, or a risky one without a limit.
import type { FastifyInstance } from 'fastify'
import { declaredRoutes, type DeclaredRoute } from './route-access'

/** 'changes': alters or removes what exists (the caller's own rows, a read mark), no new content. */
export type Effect = 'creates' | 'sends-mail' | 'checks-secret' | 'changes'

export const limitedEffects: readonly Effect[] = ['creates', 'sends-mail', 'checks-secret']

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a route that changes something does; read back by the route list. */
    effect?: Effect
    /** The handler's own limit, named for the route list, where there is no `rateLimit`. */
    throttle?: string
  }
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

export const changesSomething = (route: Pick<DeclaredRoute, 'method'>) => !safeMethods.has(route.method)

export const isLimited = (route: Pick<DeclaredRoute, 'rateLimit' | 'throttle'>) =>
  route.rateLimit !== undefined || route.throttle !== undefined

/** The routes that break the rule above, as "METHOD url (why)". */
export function undeclaredEffects(routes: DeclaredRoute[]): string[] {
  return routes.flatMap((route) => {
    const name = `${route.method} ${route.url}`
    if (!changesSomething(route)) return []
    if (route.effect === undefined) return [`${name} (no effect declared)`]
    if (limitedEffects.includes(route.effect) && !isLimited(route)) return [`${name} (${route.effect} without a limit)`]
    return []
  })
}

export function requireDeclaredEffects(app: FastifyInstance): void {
  app.addHook('onReady', async () => {
    const wrong = undeclaredEffects(declaredRoutes(app))
    if (wrong.length > 0)
      throw new Error(`Routes that change something without a declared effect or limit: ${wrong.join(', ')}`)
  })
}
