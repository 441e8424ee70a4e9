// What a certificate is for (an event or a class), and the name it is shown with, frozen when issued.
import { eq } from 'drizzle-orm'
import type { Database } from '../db/database'
import { classes, events, users } from '../db/schema'

export interface Purpose {
  purpose: 'event' | 'class' | 'other'
  purposeId: string | null
  /** The event's title or the class's name ('' for other). */
  purposeName: string
}

export const otherPurpose: Purpose = { purpose: 'other', purposeId: null, purposeName: '' }

export async function eventPurpose(db: Database, eventId: string): Promise<Purpose | null> {
  const [row] = await db.select({ title: events.title }).from(events).where(eq(events.id, eventId))
  return row ? { purpose: 'event', purposeId: eventId, purposeName: row.title } : null
}

export async function classPurpose(db: Database, classId: string): Promise<Purpose | null> {
  const [row] = await db.select({ name: classes.name }).from(classes).where(eq(classes.id, classId))
  return row ? { purpose: 'class', purposeId: classId, purposeName: row.name } : null
}

/** How a member is named on a certificate: their name, else their handle, else their user ID. */
export async function nameOnCertificate(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: users.name, handle: users.handle, username: users.username })
    .from(users)
    .where(eq(users.id, userId))
  if (!row) return null
  return row.name?.trim() || row.handle || row.username
}
