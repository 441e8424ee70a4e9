// A member's profile as one viewer sees it: their own whole record, or the public profile with
// name, photo and intro each shown by its visibility (hidden ones are null). Beside other members
// (in a session) a member shows public fields only.
import type { MemberProfile, PublicUser, User } from '../../contract/users'
import type { Database } from '../db/database'
import { HttpError } from '../http/errors'
import { loadUser, type UserRow } from '../users/queries'
import { profileMessages } from '../../contract/profiles'
import { seesProtected } from './viewer'

export async function profileFor(db: Database, row: UserRow | undefined, viewerId: string | null, now: Date): Promise<User | MemberProfile> {
  if (!row) throw new HttpError(404, profileMessages.unknownUser)
  if (row.id === viewerId) {
    const self = await loadUser(db, row.id, now)
    if (self) return self
  }
  const anyProtected = [row.nameVisibility, row.photoVisibility, row.introVisibility].includes('protected')
  const insider = anyProtected && (await seesProtected(db, viewerId, row.id))
  const shown = (visibility: 'public' | 'protected', value: string | null) => (visibility === 'public' || insider ? value : null)
  return {
    id: row.id,
    handle: row.handle,
    name: shown(row.nameVisibility, row.name),
    photo: shown(row.photoVisibility, row.photo),
    intro: shown(row.introVisibility, row.intro),
    portfolioLink: row.portfolioLink,
  }
}

/** What another member sees: fields whose visibility is not public are null. */
export function toPublicUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    handle: user.handle,
    name: user.nameVisibility === 'public' ? user.name : null,
    photo: user.photoVisibility === 'public' ? user.photo : null,
    intro: user.introVisibility === 'public' ? user.intro : null,
  }
}
