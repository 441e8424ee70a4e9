// Who may issue and revoke through the API. A teacher issues for one class or one event, never for
// nothing ('other' is left to administrators' `npm run admin -- issue-certificate`): the recipient
// must be a student of a class the teacher teaches, or registered for an event the teacher
// organises. Every failure of that rule is the same 403, so it tells nothing of other classes,
// events or members. Only the teacher who issued a certificate revokes it.
import { and, eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { certificateMessages } from '#contract/certificates'
import type { Database } from '../db/database'
import { classes, classMembers, eventRegistrations, events } from '../db/schema'
import { HttpError } from '../http/errors'
import type { Purpose } from './purpose'
import type { CertificateRow } from './queries'

export interface PurposeChoice {
  eventId?: string | undefined
  classId?: string | undefined
}

export async function teacherPurpose(
  db: Database,
  teacherId: string,
  recipientId: string,
  choice: PurposeChoice,
): Promise<Purpose> {
  const { eventId, classId } = choice
  if ((eventId === undefined) === (classId === undefined)) throw new HttpError(422, certificateMessages.forEventOrClass)
  const purpose =
    classId !== undefined
      ? await studentOfClass(db, teacherId, recipientId, classId)
      : await attendeeOfEvent(db, teacherId, recipientId, eventId!)
  if (!purpose) throw new HttpError(403, certificateMessages.notYourStudent)
  return purpose
}

const teacherPlace = alias(classMembers, 'teacher_place')
const studentPlace = alias(classMembers, 'student_place')

async function studentOfClass(
  db: Database,
  teacherId: string,
  studentId: string,
  classId: string,
): Promise<Purpose | null> {
  const [row] = await db
    .select({ name: classes.name })
    .from(classes)
    .innerJoin(
      teacherPlace,
      and(
        eq(teacherPlace.classId, classes.id),
        eq(teacherPlace.userId, teacherId),
        eq(teacherPlace.membership, 'teacher'),
      ),
    )
    .innerJoin(
      studentPlace,
      and(
        eq(studentPlace.classId, classes.id),
        eq(studentPlace.userId, studentId),
        eq(studentPlace.membership, 'student'),
      ),
    )
    .where(eq(classes.id, classId))
  return row ? { purpose: 'class', purposeId: classId, purposeName: row.name } : null
}

async function attendeeOfEvent(
  db: Database,
  organiserId: string,
  attendeeId: string,
  eventId: string,
): Promise<Purpose | null> {
  const [row] = await db
    .select({ title: events.title })
    .from(events)
    .innerJoin(
      eventRegistrations,
      and(eq(eventRegistrations.eventId, events.id), eq(eventRegistrations.userId, attendeeId)),
    )
    .where(and(eq(events.id, eventId), eq(events.organiserId, organiserId)))
  return row ? { purpose: 'event', purposeId: eventId, purposeName: row.title } : null
}

export function requireIssuer(row: CertificateRow, userId: string): void {
  if (row.issuerId !== userId) throw new HttpError(403, certificateMessages.notIssuer)
}
