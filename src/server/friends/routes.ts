import type { FastifyInstance } from 'fastify'
import { friendsApi } from '#contract/friends'
import type { AppDeps } from '../deps'
import { perMemberPerMinute } from '../http/rate-limits'
import { route } from '../http/route'
import { entriesPage } from './entries'
import { searchMembers } from './search'
import { acceptRequest, blockedMembers, blockMember, removeFriendship, sendRequest, unblockMember } from './service'

/** Per member and minute. Each request notifies someone, so a burst is spam; searches run as the
 *  member types (the app waits for a pause), so a few a second for a moment is ordinary. */
export const friendsRateLimits = { requests: 30, blocks: 30, searches: 120 } as const

export function registerFriendRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  route(app, friendsApi.list, { access: 'signed-in' }, async ({ query, auth }) =>
    entriesPage(db, auth.userId, query.cursor),
  )

  route(
    app,
    friendsApi.search,
    { access: 'signed-in', rateLimit: perMemberPerMinute('friend-search', friendsRateLimits.searches) },
    async ({ query, auth }) => ({ items: await searchMembers(db, auth.userId, query.q) }),
  )

  route(
    app,
    friendsApi.request,
    {
      access: 'signed-in',
      effect: 'creates',
      status: 201,
      rateLimit: perMemberPerMinute('friend-request', friendsRateLimits.requests),
    },
    async ({ body, auth, setStatus }) => {
      const { entry, created } = await sendRequest(db, auth.userId, body.userId, now())
      if (!created) setStatus(200)
      return entry
    },
  )

  route(app, friendsApi.accept, { access: 'signed-in', effect: 'changes' }, async ({ params, auth }) =>
    acceptRequest(db, auth.userId, params.userId, now()),
  )

  route(app, friendsApi.remove, { access: 'signed-in', effect: 'changes' }, async ({ params, auth }) => {
    await removeFriendship(db, auth.userId, params.userId)
  })

  route(app, friendsApi.blocked, { access: 'signed-in' }, async ({ auth }) => ({
    items: await blockedMembers(db, auth.userId),
  }))

  route(
    app,
    friendsApi.block,
    { access: 'signed-in', effect: 'creates', rateLimit: perMemberPerMinute('block', friendsRateLimits.blocks) },
    async ({ body, auth }) => {
      await blockMember(db, auth.userId, body.userId, now())
    },
  )

  route(app, friendsApi.unblock, { access: 'signed-in', effect: 'changes' }, async ({ params, auth }) => {
    await unblockMember(db, auth.userId, params.userId)
  })
}
