// Friends (SPEC §1, §3, §7): find members by handle or name (never by e-mail), ask, accept,
// decline, cancel, remove, and block. Each entry names the other member with what their
// visibility lets the caller see. A member who blocked the caller is never found, asked or written to.
import { z } from 'zod/mini'
import { endpoint } from './endpoint'
import { idString } from './ids'
import { publicUserSchema } from './users'

/** Where the caller stands with a member: friends, a request the caller sent, one they received. */
export const friendshipState = z.enum(['friends', 'requested', 'incoming'])
export type FriendshipState = z.infer<typeof friendshipState>

export const friendshipEntrySchema = z.object({
  user: publicUserSchema,
  state: friendshipState,
  /** When the request was made. */
  since: z.string(),
})
export type FriendshipEntry = z.infer<typeof friendshipEntrySchema>

export const friendsLimits = {
  /** Characters of a search; shorter searches find nothing. */
  queryMin: 2,
  queryMax: 100,
  searchResults: 20,
  /** Entries of GET /api/friendships/ per page. */
  entriesPerPage: 100,
} as const

export const friendsMessages = {
  unknownUser: 'This user does not exist.',
  self: 'You cannot be your own friend.',
  noRequest: 'There is no friend request from this member.',
  youBlocked: 'You blocked this member. Unblock them before sending a friend request.',
  blockSelf: 'You cannot block yourself.',
  queryTooShort: `Type at least ${friendsLimits.queryMin} characters.`,
} as const

export const searchResultSchema = z.object({
  user: publicUserSchema,
  /** null: not friends and no request either way. */
  state: z.nullable(friendshipState),
})
export type SearchResult = z.infer<typeof searchResultSchema>

const userParams = z.object({ userId: idString() })
const userBody = z.object({ userId: idString() })

export const friendsApi = {
  /** SPEC §7: `{ entries: [{ user, state, since }] }`: requests received, then friends by name,
   *  then requests sent (requests newest first); `nextCursor` pages on past 100 entries. */
  list: endpoint({
    method: 'GET',
    path: '/api/friendships/',
    query: z.object({ cursor: z.optional(z.string().check(z.maxLength(200))) }),
    response: z.object({ entries: z.array(friendshipEntrySchema), nextCursor: z.nullable(z.string()) }),
  }),
  /** Members whose handle starts with, or whose visible name contains, `q` (case-insensitive);
   *  never by e-mail, never the caller, never a member who blocked the caller. */
  search: endpoint({
    method: 'GET',
    path: '/api/friendships/search',
    query: z.object({
      q: z
        .string()
        .check(
          z.trim(),
          z.minLength(friendsLimits.queryMin, friendsMessages.queryTooShort),
          z.maxLength(friendsLimits.queryMax),
        ),
    }),
    response: z.object({ items: z.array(searchResultSchema) }),
  }),
  /** Sends a request (201), or accepts theirs when they already asked; asking again is the same
   *  request. 404 `unknownUser` for an unknown member or one who blocked the caller. Blocking a
   *  member first and then asking them unblocks nothing: unblock first (409). */
  request: endpoint({ method: 'POST', path: '/api/friendships/', body: userBody, response: friendshipEntrySchema }),
  /** Accepts their pending request; 404 `noRequest` when there is none. */
  accept: endpoint({
    method: 'POST',
    path: '/api/friendships/:userId/accept',
    params: userParams,
    response: friendshipEntrySchema,
  }),
  /** Declines their request, cancels the caller's, or removes the friend: whatever is there. */
  remove: endpoint({ method: 'DELETE', path: '/api/friendships/:userId', params: userParams }),
  /** The members the caller blocked, most recent first. */
  blocked: endpoint({ method: 'GET', path: '/api/blocks/', response: z.object({ items: z.array(publicUserSchema) }) }),
  /** Blocks a member and ends any friendship or request between the two. */
  block: endpoint({ method: 'POST', path: '/api/blocks/', body: userBody }),
  unblock: endpoint({ method: 'DELETE', path: '/api/blocks/:userId', params: userParams }),
}
