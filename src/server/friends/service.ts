// Friendship rules. A request makes a pending row and tells the addressee; asking a member who
// already asked the caller accepts theirs; asking again is the same request. Accepting tells the
// requester. Declining, cancelling and removing all delete the row, so either may ask again.
// A block ends whatever was between the two, and while it stands neither finds nor asks the other:
// to the blocked member the blocker looks like no member at all.
import { and, desc, eq } from 'drizzle-orm'
import { friendsMessages, type FriendshipEntry } from '#contract/friends'
import type { PublicUser } from '#contract/users'
import type { Database } from '../db/database'
import { blocks, friendships, users } from '../db/schema'
import { HttpError } from '../http/errors'
import { addNotifications } from '../notifications/add'
import { findUserById } from '../users/queries'
import { isUniqueViolation } from '../users/service'
import { entryWith } from './entries'
import { memberColumns, toMember } from './member-view'
import { blockedEitherWay, blocksBetween, lockPair, pair, pairRowForUpdate } from './queries'

/** The entry with the member, and whether this call made a new request. */
export async function sendRequest(
  db: Database,
  callerId: string,
  otherId: string,
  now: Date,
): Promise<{ entry: FriendshipEntry; created: boolean }> {
  if (callerId === otherId) throw new HttpError(400, friendsMessages.self)
  if (!(await findUserById(db, otherId))) throw new HttpError(404, friendsMessages.unknownUser)

  let created: boolean
  try {
    created = await askOrAccept(db, callerId, otherId, now)
  } catch (error) {
    // Two members asking each other at the same moment: the pair's unique index let one insert
    // through; asking again now finds that row (and accepts it, when it is theirs).
    if (!isUniqueViolation(error)) throw error
    created = await askOrAccept(db, callerId, otherId, now)
  }
  const entry = await entryWith(db, callerId, otherId)
  if (!entry) throw new HttpError(404, friendsMessages.unknownUser)
  return { entry, created }
}

async function askOrAccept(db: Database, callerId: string, otherId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Checked under the pair's lock: a block committed meanwhile is seen, one coming waits for this.
    await lockPair(tx, callerId, otherId)
    const { callerBlocked, blockedCaller } = await blocksBetween(tx, callerId, otherId)
    if (callerBlocked) throw new HttpError(409, friendsMessages.youBlocked)
    if (blockedCaller) throw new HttpError(404, friendsMessages.unknownUser)
    const existing = await pairRowForUpdate(tx, callerId, otherId)
    if (!existing) {
      await tx.insert(friendships).values({ requesterId: callerId, addresseeId: otherId, createdAt: now })
      await addNotifications(
        tx,
        [{ userId: otherId, kind: 'friend_request', actorId: callerId, subjectId: callerId }],
        now,
      )
      return true
    }
    if (existing.status === 'pending' && existing.requesterId === otherId) {
      await tx.update(friendships).set({ status: 'accepted' }).where(eq(friendships.id, existing.id))
      await addNotifications(
        tx,
        [{ userId: otherId, kind: 'friend_accepted', actorId: callerId, subjectId: callerId }],
        now,
      )
    }
    return false
  })
}

/** Accepts the member's pending request; accepting again is fine, while there is none it is a 404. */
export async function acceptRequest(
  db: Database,
  callerId: string,
  otherId: string,
  now: Date,
): Promise<FriendshipEntry> {
  await db.transaction(async (tx) => {
    await lockPair(tx, callerId, otherId)
    if (await blockedEitherWay(tx, callerId, otherId)) throw new HttpError(404, friendsMessages.unknownUser)
    const [accepted] = await tx
      .update(friendships)
      .set({ status: 'accepted' })
      .where(
        and(
          eq(friendships.requesterId, otherId),
          eq(friendships.addresseeId, callerId),
          eq(friendships.status, 'pending'),
        ),
      )
      .returning({ id: friendships.id })
    if (accepted)
      await addNotifications(
        tx,
        [{ userId: otherId, kind: 'friend_accepted', actorId: callerId, subjectId: callerId }],
        now,
      )
  })
  const entry = callerId === otherId ? null : await entryWith(db, callerId, otherId)
  if (entry?.state !== 'friends') throw new HttpError(404, friendsMessages.noRequest)
  return entry
}

/** Declines their request, cancels the caller's, or ends the friendship: whatever is there. */
export async function removeFriendship(db: Database, callerId: string, otherId: string): Promise<void> {
  await db.delete(friendships).where(pair(callerId, otherId))
}

export async function blockMember(db: Database, callerId: string, otherId: string, now: Date): Promise<void> {
  if (callerId === otherId) throw new HttpError(400, friendsMessages.blockSelf)
  if (!(await findUserById(db, otherId))) throw new HttpError(404, friendsMessages.unknownUser)
  await db.transaction(async (tx) => {
    await lockPair(tx, callerId, otherId)
    await tx.insert(blocks).values({ blockerId: callerId, blockedId: otherId, createdAt: now }).onConflictDoNothing()
    await tx.delete(friendships).where(pair(callerId, otherId))
  })
}

export async function unblockMember(db: Database, callerId: string, otherId: string): Promise<void> {
  await db.delete(blocks).where(and(eq(blocks.blockerId, callerId), eq(blocks.blockedId, otherId)))
}

/** The members the caller blocked, the most recent first. */
export async function blockedMembers(db: Database, callerId: string): Promise<PublicUser[]> {
  const rows = await db
    .select({ member: memberColumns(callerId) })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(eq(blocks.blockerId, callerId))
    .orderBy(desc(blocks.createdAt), users.id)
  return rows.map((row) => toMember(row.member))
}
