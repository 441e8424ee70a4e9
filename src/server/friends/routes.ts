import type { FastifyInstance, FastifyRequest } from 'fastify'
import { friendsApi } from '../../contract/friends'
import type { AppDeps } from '../deps'
import { route } from '../http/route'
import { entriesPage } from './entries'
import { searchMembers } from './search'
import { acceptRequest, blockedMembers, blockMember, removeFriendship, sendRequest, unblockMember } from './service'

/** Per member and minute. Each request notifies someone, so a burst is spam; searches run as the
 *  member types (the app waits for a pause), so a few a second for a moment is ordinary. */
export const friendsRateLimits = { requests: 30, blocks: 30, searches: 120 } as const

const perMember = (name: string, max: number) => ({
  max,
  timeWindow: 60_000,
  // Every route here is for signed-in members; a class behind one address must not share a limit.
  keyGenerator: (request: FastifyRequest) => `${name}:${request.auth?.userId ?? request.ip}`,
})

export function registerFriendRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  route(app, friendsApi.list, { access: 'signed-in' }, async ({ query, auth }) => entriesPage(db, auth.userId, query.cursor))

  route(
    app,
    friendsApi.search,
    { access: 'signed-in', rateLimit: perMember('friend-search', friendsRateLimits.searches) },
    async ({ query, auth }) => ({ items: await searchMembers(db, auth.userId, query.q) }),
  )

  route(
    app,
    friendsApi.request,
    { access: 'signed-in', status: 201, rateLimit: perMember('friend-request', friendsRateLimits.requests) },
    async ({ body, auth, setStatus }) => {
      const { entry, created } = await sendRequest(db, auth.userId, body.userId, now())
      if (!created) setStatus(200)
      return entry
    },
  )

  route(app, friendsApi.accept, { access: 'signed-in' }, async ({ params, auth }) => acceptRequest(db, auth.userId, params.userId, now()))

  route(app, friendsApi.remove, { access: 'signed-in' }, async ({ params, auth }) => {
    await removeFriendship(db, auth.userId, params.userId)
  })

  route(app, friendsApi.blocked, { access: 'signed-in' }, async ({ auth }) => ({ items: await blockedMembers(db, auth.userId) }))

  route(app, friendsApi.block, { access: 'signed-in', rateLimit: perMember('block', friendsRateLimits.blocks) }, async ({ body, auth }) => {
    await blockMember(db, auth.userId, body.userId, now())
  })

  route(app, friendsApi.unblock, { access: 'signed-in' }, async ({ params, auth }) => {
    await unblockMember(db, auth.userId, params.userId)
  })
}
