// Joining a class with its code, as a student: from the profile editor (POST /api/classes/join) or
// at registration (/register?class=CODE), where it runs in the transaction that makes the account,
// so a wrong code leaves no account behind. The class's teachers are told (`class_joined`).
import { and, eq } from 'drizzle-orm'
import { classMessages } from '#contract/classes'
import type { Database } from '../db/database'
import { classes, classMembers, schools } from '../db/schema'
import { HttpError } from '../http/errors'
import { addNotifications } from '../notifications/add'

export interface JoinedClass {
  id: string
  name: string
  school: { name: string; country: string }
  membership: 'student'
}

/** Call inside a transaction: the place and the teachers' notifications are written together. */
export async function joinByCode(tx: Database, userId: string, code: string, now: Date): Promise<JoinedClass> {
  // Shared lock: a code switched off or replaced meanwhile makes this read find nothing.
  const [found] = await tx
    .select({ id: classes.id, name: classes.name, school: { name: schools.name, country: schools.country } })
    .from(classes)
    .innerJoin(schools, eq(schools.id, classes.schoolId))
    .where(eq(classes.joinCode, code))
    .for('share', { of: classes })
  if (!found) throw new HttpError(400, classMessages.invalidCode)
  const [placed] = await tx
    .insert(classMembers)
    .values({ classId: found.id, userId, membership: 'student', createdAt: now })
    .onConflictDoNothing()
    .returning({ userId: classMembers.userId })
  if (!placed) throw new HttpError(409, classMessages.alreadyMember)
  const teachers = await tx
    .select({ userId: classMembers.userId })
    .from(classMembers)
    .where(and(eq(classMembers.classId, found.id), eq(classMembers.membership, 'teacher')))
  await addNotifications(
    tx,
    teachers.map((teacher) => ({
      userId: teacher.userId,
      kind: 'class_joined',
      actorId: userId,
      subjectId: found.id,
      payload: { className: found.name },
    })),
    now,
  )
  return { ...found, membership: 'student' }
}

/** Whether a class has this code now: lets a wrong code fail before any costly work. */
export async function codeExists(db: Database, code: string): Promise<boolean> {
  const [row] = await db.select({ id: classes.id }).from(classes).where(eq(classes.joinCode, code))
  return row !== undefined
}
