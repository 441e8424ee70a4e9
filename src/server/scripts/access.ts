// Who may read a script (DESIGN: owner edits; others by visibility; library scripts by the library
// rules). A script the asker may not know about answers exactly like a missing one, so private
// scripts are never revealed.
import type { ScriptVisibility } from '#contract/scripts'
import type { AuthContext } from '../auth/guard'
import { signInRequiredMessage } from '../auth/guard'
import type { Database } from '../db/database'
import { areFriends } from '../friends/queries'
import { HttpError } from '../http/errors'
import { findScript, type ScriptWithOwner } from './queries'
import type { Viewer } from './view'

export const scriptNotFoundMessage = 'This script does not exist.'
export const freeScriptNeedsAccessMessage =
  'Free library scripts can be read in full by members with script library access. You can read a preview in the script library.'
export const libraryPreviewOnlyMessage =
  'This library script is not free to read in full. You can read a preview in the script library.'
export const ownerOnlyMessage = 'Only the owner of this script can change it.'
export const libraryReadOnlyMessage = 'Scripts of the script library cannot be changed.'

export async function readableScript(
  db: Database,
  id: string,
  auth: AuthContext | null,
): Promise<{ found: ScriptWithOwner; viewer: Viewer }> {
  const found = await findScript(db, id)
  if (!found) throw new HttpError(404, scriptNotFoundMessage)
  const { script } = found
  const other: Viewer = { isOwner: false, seesProtected: false }

  if (script.inLibrary) {
    mayReadLibraryScript(script, auth)
    return { found, viewer: other }
  }
  if (auth && script.ownerId === auth.userId) return { found, viewer: { isOwner: true, seesProtected: true } }
  const friend = auth !== null && script.ownerId !== null && (await areFriends(db, auth.userId, script.ownerId))
  if (script.visibility === 'public' || (script.visibility === 'friends' && friend)) {
    return { found, viewer: { isOwner: false, seesProtected: friend } }
  }
  throw new HttpError(404, scriptNotFoundMessage)
}

/** A library script is read in full by members with script library access, and only when free;
 *  throws the answer otherwise. Checked on every request: privileges come and go. */
export function mayReadLibraryScript(script: Pick<ScriptWithOwner['script'], 'free'>, auth: AuthContext | null): void {
  if (!auth) throw new HttpError(401, signInRequiredMessage)
  if (!script.free) throw new HttpError(403, libraryPreviewOnlyMessage)
  if (!auth.privileges.has('read_free_script')) throw new HttpError(403, freeScriptNeedsAccessMessage)
}

/** The script when the asker owns it; otherwise the reading answer (404/401/403) or 403. */
export async function editableScript(db: Database, id: string, auth: AuthContext): Promise<ScriptWithOwner> {
  const { found, viewer } = await readableScript(db, id, auth)
  if (viewer.isOwner) return found
  throw new HttpError(403, found.script.inLibrary ? libraryReadOnlyMessage : ownerOnlyMessage)
}

/** Which of an owner's scripts the viewer may read, by visibility (readableScript's rule for the
 *  scripts of members), and how the viewer stands with the owner. */
export async function readableOf(
  db: Database,
  viewerId: string | null,
  ownerId: string,
): Promise<{ visibilities: ScriptVisibility[]; viewer: Viewer }> {
  if (viewerId === ownerId)
    return { visibilities: ['private', 'friends', 'public'], viewer: { isOwner: true, seesProtected: true } }
  const friend = viewerId !== null && (await areFriends(db, viewerId, ownerId))
  return {
    visibilities: friend ? ['friends', 'public'] : ['public'],
    viewer: { isOwner: false, seesProtected: friend },
  }
}
