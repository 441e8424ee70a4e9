// A member's profile as one viewer sees it: their own whole record, or the public profile with
// name, photo and intro each shown by its visibility (hidden ones are null). Beside other members
// (in a session) a member shows public fields only.
import type { MemberProfile, PublicUser, User } from '#contract/users'
import type { Database } from '../db/database'
import { users } from '../db/schema'
import { HttpError } from '../http/errors'
import { loadUser, type UserRow } from '../users/queries'
import { profileMessages } from '#contract/profiles'
import { seesProtected } from './viewer'

export async function profileFor(
  db: Database,
  row: UserRow | undefined,
  viewerId: string | null,
  now: Date,
): Promise<User | MemberProfile> {
  if (!row) throw new HttpError(404, profileMessages.unknownUser)
  if (row.id === viewerId) {
    const self = await loadUser(db, row.id, now)
    if (self) return self
  }
  const anyProtected = [row.nameVisibility, row.photoVisibility, row.introVisibility].includes('protected')
  const insider = anyProtected && (await seesProtected(db, viewerId, row.id))
  return { ...visibleUser(row, insider), portfolioLink: row.portfolioLink }
}

/** The fields that decide what a member shows to others. */
/** The columns of `users` that `visibleUser` reads, for a select that joins the member. */
export const visibleUserColumns = {
  id: users.id,
  handle: users.handle,
  name: users.name,
  photo: users.photo,
  intro: users.intro,
  nameVisibility: users.nameVisibility,
  photoVisibility: users.photoVisibility,
  introVisibility: users.introVisibility,
}

export type VisibleFields = Pick<
  UserRow,
  'id' | 'handle' | 'name' | 'photo' | 'intro' | 'nameVisibility' | 'photoVisibility' | 'introVisibility'
>

/** What another member sees: fields whose visibility is not public are null. */
export function toPublicUser(user: VisibleFields): PublicUser {
  return visibleUser(user, false)
}

/** What a viewer sees, knowing whether they see the member's protected fields (viewer.ts). */
export function visibleUser(user: VisibleFields, seesProtected: boolean): PublicUser {
  const shown = (visibility: 'public' | 'protected', value: string | null) =>
    visibility === 'public' || seesProtected ? value : null
  return {
    id: user.id,
    handle: user.handle,
    name: shown(user.nameVisibility, user.name),
    photo: shown(user.photoVisibility, user.photo),
    intro: shown(user.introVisibility, user.intro),
  }
}
