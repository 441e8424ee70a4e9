import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import { classMembers, users } from '../db/schema'
import type { UserRow } from '../users/queries'
import type { BlobKind } from '../blobs/blob-store'

export async function findUserByHandle(db: Database, handle: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.handle, handle.toLowerCase()))
  return row
}

/** The member whose current photo (or intro) is this file id. */
/** The blob kinds a profile names: its photo (512×512 WebP) and its intro. */
export type ProfileFileKind = Extract<BlobKind, 'photos' | 'intros'>

export async function findFileOwner(db: Database, kind: ProfileFileKind, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(kind === 'photos' ? users.photo : users.intro, id))
  return row
}

export async function classMembershipsOf(db: Database, userId: string): Promise<Array<'teacher' | 'student'>> {
  const rows = await db
    .selectDistinct({ membership: classMembers.membership })
    .from(classMembers)
    .where(eq(classMembers.userId, userId))
  return rows.map((row) => row.membership)
}

/** Whether another member already has this handle (handles are stored in lower case). */
export async function handleTaken(db: Database, handle: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.handle} = ${handle} and ${users.id} <> ${userId}`)
  return row !== undefined
}
