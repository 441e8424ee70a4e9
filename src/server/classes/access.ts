// Who manages a class: a teacher of that class (a class place with membership teacher), never by
// privilege alone. One rule for every class route: a class the caller has no place in is 404
// `unknownClass` (its existence stays private, as for a missing one); a student of it gets 403
// `notTeacher`. Making a class needs the privilege `teacher` (the route's access) and a place
// among the school's teachers (`add-teacher`).
import { and, eq } from 'drizzle-orm'
import { classMessages } from '#contract/classes'
import type { Database } from '../db/database'
import { classes, classMembers, schoolTeachers } from '../db/schema'
import { HttpError } from '../http/errors'

export type ClassRow = typeof classes.$inferSelect

export async function taughtClass(db: Database, classId: string, userId: string): Promise<ClassRow> {
  const [row] = await db
    .select({ klass: classes, membership: classMembers.membership })
    .from(classes)
    .innerJoin(classMembers, and(eq(classMembers.classId, classes.id), eq(classMembers.userId, userId)))
    .where(eq(classes.id, classId))
  if (!row) throw new HttpError(404, classMessages.unknownClass)
  if (row.membership !== 'teacher') throw new HttpError(403, classMessages.notTeacher)
  return row.klass
}

export async function requireSchoolTeacher(db: Database, schoolId: string, userId: string): Promise<void> {
  const [row] = await db
    .select({ userId: schoolTeachers.userId })
    .from(schoolTeachers)
    .where(and(eq(schoolTeachers.schoolId, schoolId), eq(schoolTeachers.userId, userId)))
  if (!row) throw new HttpError(403, classMessages.notSchoolTeacher)
}
