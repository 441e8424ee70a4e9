// Who may have a member's photo or intro: anyone while the member keeps it public; while it is
// protected, only those who see the member's protected fields (viewer.ts). Everyone else gets the
// same 404 as for an unknown id, so a protected file's id reveals nothing.
import { fileIdParams } from '#contract/profiles'
import type { Database } from '../db/database'
import { HttpError } from '../http/errors'
import type { UserRow } from '../users/queries'
import { findFileOwner, type ProfileFileKind } from './queries'
import { seesProtected } from './viewer'

export const missingFileMessages = {
  photos: 'This photo does not exist.',
  intros: 'This intro does not exist.',
} as const

/** The file's owner, and whether the file is open to everyone (else: only to this viewer). */
export async function visibleProfileFile(
  db: Database,
  kind: ProfileFileKind,
  id: string,
  viewerId: string | null,
): Promise<{ owner: UserRow; open: boolean }> {
  if (!fileIdParams.safeParse({ id }).success) throw new HttpError(404, missingFileMessages[kind])
  const owner = await findFileOwner(db, kind, id)
  if (!owner) throw new HttpError(404, missingFileMessages[kind])
  const open = (kind === 'photos' ? owner.photoVisibility : owner.introVisibility) === 'public'
  if (!open && !(await seesProtected(db, viewerId, owner.id))) throw new HttpError(404, missingFileMessages[kind])
  return { owner, open }
}
