// Saving the profile editor's second phase: new files are written first under fresh ids, then one
// UPDATE names them; only after it succeeds are the replaced files deleted (on failure, the new
// ones are), so the row never names a missing file.
import { eq } from 'drizzle-orm'
import type { Privilege } from '#contract/privileges'
import { profileMessages } from '#contract/profiles'
import type { User } from '#contract/users'
import { blobKey, type BlobStore } from '../blobs/blob-store'
import type { Database } from '../db/database'
import { newId } from '../db/ids'
import { users } from '../db/schema'
import { HttpError } from '../http/errors'
import { findUserById, loadUser } from '../users/queries'
import { isUniqueViolation } from '../users/service'
import { checkIntro } from './intro'
import { reencodePhoto } from './photo'
import type { ProfileForm } from './profile-form'
import { classMembershipsOf, handleTaken } from './queries'
const cleared = (value: string | undefined) => (value === undefined ? undefined : value === '' ? null : value)

export async function updateProfile(
  db: Database,
  blobs: BlobStore | null,
  viewer: { userId: string; privileges: ReadonlySet<Privilege> },
  form: ProfileForm,
  now: Date,
): Promise<User> {
  const row = await findUserById(db, viewer.userId)
  if (!row) throw new HttpError(401, 'Your session has ended. Please log in again.')
  const { fields } = form

  const portfolioLink = cleared(fields.portfolioLink)
  if (portfolioLink !== undefined && portfolioLink !== row.portfolioLink) {
    const locked = viewer.privileges.size === 0 || (await classMembershipsOf(db, row.id)).length > 0
    if (locked) throw new HttpError(403, profileMessages.portfolioLinkLocked)
  }
  const handle = cleared(fields.handle)
  if (handle && handle !== row.handle && (await handleTaken(db, handle, row.id))) {
    throw new HttpError(409, profileMessages.handleTaken)
  }
  if ((form.photo || form.intro) && !blobs) throw new HttpError(400, 'This server does not keep profile files.')

  // Checked before anything is written, so a bad intro leaves no orphaned photo behind.
  const photoBytes = form.photo ? await reencodePhoto(form.photo) : undefined
  const intro = form.intro ? { bytes: form.intro, ...checkIntro(form.intro) } : undefined
  const written: string[] = []
  const replaced: string[] = []
  const set: Partial<typeof users.$inferInsert> = {
    name: cleared(fields.name),
    location: cleared(fields.location),
    handle,
    portfolioLink,
    nameVisibility: fields.nameVisibility,
    photoVisibility: fields.photoVisibility,
    introVisibility: fields.introVisibility,
  }
  try {
    if (photoBytes && blobs) {
      const id = newId()
      await blobs.write(blobKey('photos', id), photoBytes)
      written.push(blobKey('photos', id))
      set.photo = id
    } else if (fields.removePhoto === 'true') set.photo = null
    if (intro && blobs) {
      const id = newId()
      await blobs.write(blobKey('intros', id), intro.bytes)
      written.push(blobKey('intros', id))
      set.intro = id
      set.introMime = intro.mime
    } else if (fields.removeIntro === 'true') {
      set.intro = null
      set.introMime = null
    }
    if (set.photo !== undefined && row.photo) replaced.push(blobKey('photos', row.photo))
    if (set.intro !== undefined && row.intro) replaced.push(blobKey('intros', row.intro))

    const changes = Object.fromEntries(Object.entries(set).filter(([, value]) => value !== undefined))
    if (Object.keys(changes).length > 0) await db.update(users).set(changes).where(eq(users.id, row.id))
  } catch (error) {
    await blobs?.remove(written)
    if (isUniqueViolation(error)) throw new HttpError(409, profileMessages.handleTaken)
    throw error
  }
  await blobs?.remove(replaced)
  const user = await loadUser(db, row.id, now)
  if (!user) throw new HttpError(401, 'Your session has ended. Please log in again.')
  return user
}
