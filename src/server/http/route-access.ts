// Every route declares who may call it (`access`), and one onRequest hook enforces it before the
// body is read: 'public' (anyone, no token read), 'optional' (a token is read when sent; an invalid
// or expired one still answers 401, so the app refreshes it), 'signed-in' (a valid access token), or
// a privilege (that too; 403 without it). 'token' is 'signed-in' without reading the database: a
// validly signed, unexpired token suffices, for the hot poll whose answer is only a count
// (decision 054); a handler there knows the member's id and nothing else. route() and rawRoute() (route.ts) set it; routes a plugin
// adds by itself get it from declarePluginRouteAccess. The app refuses to start with a route that
// declares nothing, so no route is public because it forgot to say otherwise.
import type { FastifyInstance, FastifyRequest, FastifySchema, onRequestAsyncHookHandler, RouteOptions } from 'fastify'
import type { Privilege } from '#contract/privileges'
import { requirePrivilege, type AuthContext } from '../auth/guard'
import type { Effect } from './route-effects'

export type Access = 'public' | 'optional' | 'token' | 'signed-in' | Privilege

/** What a 'token' route knows of the caller: who, not what they may do. */
export type TokenAuth = Pick<AuthContext, 'userId' | 'signInId'>

/** What a handler knows of the caller under each access. */
export type AuthFor<A extends Access> = A extends 'public'
  ? null
  : A extends 'optional'
    ? AuthContext | null
    : A extends 'token'
      ? TokenAuth
      : AuthContext

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route; read back by the route list (declaredRoutes). */
    access?: Access
  }
}

/** The checks of one access, as onRequest hooks. */
export function accessHooks(app: FastifyInstance, access: Access): onRequestAsyncHookHandler[] {
  if (access === 'public') return []
  if (access === 'optional') return [authenticateWhenTokenSent(app)]
  if (access === 'token') return [app.authenticateToken]
  if (access === 'signed-in') return [app.authenticate]
  return [app.authenticate, requirePrivilege(access)]
}

function authenticateWhenTokenSent(app: FastifyInstance): onRequestAsyncHookHandler {
  return async function authenticateIfSent(request: FastifyRequest): Promise<void> {
    if (request.headers.authorization !== undefined) await app.authenticate(request)
  }
}

/** Routes a plugin registers itself (they take none of our settings, e.g. @fastify/static's files)
 *  get `access` and its checks: call this on a scope of their own before registering the plugin. */
export function declarePluginRouteAccess(scope: FastifyInstance, access: Access): void {
  scope.addHook('onRoute', (options) => {
    // Routes declared through route() or rawRoute() keep their own.
    if (options.config?.access !== undefined) return
    options.config = { ...options.config, access }
    const own =
      options.onRequest === undefined ? [] : Array.isArray(options.onRequest) ? options.onRequest : [options.onRequest]
    options.onRequest = [...accessHooks(scope, access), ...own]
  })
}

export interface DeclaredRoute {
  method: string
  url: string
  access: Access | undefined
  /** The route's schemas (contract endpoints have params, query and body from src/contract). */
  schema: FastifySchema | undefined
  /** What a change does, and what limits it (route-effects.ts). */
  effect: Effect | undefined
  rateLimit: unknown
  throttle: string | undefined
}

const routesOf = new WeakMap<FastifyInstance, RouteOptions[]>()

/** Called first on the app: records every route as it is added, and fails start-up (ready) when
 *  one has no declared access. */
export function requireDeclaredAccess(app: FastifyInstance): void {
  const routes: RouteOptions[] = []
  routesOf.set(app, routes)
  app.addHook('onRoute', (options) => {
    routes.push(options)
  })
  app.addHook('onReady', async () => {
    const undeclared = declaredRoutes(app).filter((route) => route.access === undefined)
    if (undeclared.length > 0) {
      throw new Error(`Routes without a declared access: ${undeclared.map((r) => `${r.method} ${r.url}`).join(', ')}`)
    }
  })
}

/** Every route of the app, one per method (Fastify's automatic HEAD of a GET included). */
export function declaredRoutes(app: FastifyInstance): DeclaredRoute[] {
  const routes = routesOf.get(app)
  if (!routes) throw new Error('requireDeclaredAccess was not called on this app')
  return routes.flatMap((options) =>
    [options.method].flat().map((method) => ({
      method,
      url: options.url,
      access: options.config?.access,
      schema: options.schema,
      effect: options.config?.effect,
      rateLimit: options.config?.rateLimit,
      throttle: options.config?.throttle,
    })),
  )
}
