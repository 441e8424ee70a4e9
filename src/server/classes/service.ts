// A teacher's classes: make one (with the maker as its teacher and a join code), rename it, replace
// or switch off its code, take a student's place away, and send the class a note. Every call but
// `createClass` starts from taughtClass (access.ts).
import { and, eq } from 'drizzle-orm'
import { classMessages, type TeacherClass } from '#contract/classes'
import type { Database } from '../db/database'
import { classes, classMembers, classNotes } from '../db/schema'
import { HttpError } from '../http/errors'
import { addNotifications } from '../notifications/add'
import { requireSchoolTeacher, taughtClass } from './access'
import { withFreshCode } from './join-codes'
import { taughtClasses } from './queries'

export async function viewClass(db: Database, classId: string, userId: string): Promise<TeacherClass> {
  await taughtClass(db, classId, userId)
  const [view] = await taughtClasses(db, userId, classId)
  if (!view) throw new HttpError(404, classMessages.unknownClass)
  return view
}

export async function createClass(
  db: Database,
  userId: string,
  input: { name: string; schoolId: string },
  now: Date,
): Promise<TeacherClass> {
  await requireSchoolTeacher(db, input.schoolId, userId)
  const classId = await withFreshCode((joinCode) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(classes)
        .values({ schoolId: input.schoolId, name: input.name, joinCode, createdAt: now })
        .returning()
      if (!row) throw new Error('the new class was not returned')
      await tx.insert(classMembers).values({ classId: row.id, userId, membership: 'teacher', createdAt: now })
      return row.id
    }),
  )
  return viewClass(db, classId, userId)
}

export async function renameClass(db: Database, classId: string, userId: string, name: string): Promise<TeacherClass> {
  await taughtClass(db, classId, userId)
  await db.update(classes).set({ name }).where(eq(classes.id, classId))
  return viewClass(db, classId, userId)
}

/** A new code (the old one stops working at once), or none: joining switched off. */
export async function setJoinCode(
  db: Database,
  classId: string,
  userId: string,
  enabled: boolean,
): Promise<TeacherClass> {
  await taughtClass(db, classId, userId)
  if (enabled) await withFreshCode((joinCode) => db.update(classes).set({ joinCode }).where(eq(classes.id, classId)))
  else await db.update(classes).set({ joinCode: null }).where(eq(classes.id, classId))
  return viewClass(db, classId, userId)
}

/** The account stays; only its place in this class goes. Removing someone not in it is fine. */
export async function removeStudent(db: Database, classId: string, userId: string, studentId: string): Promise<void> {
  await taughtClass(db, classId, userId)
  await db
    .delete(classMembers)
    .where(
      and(
        eq(classMembers.classId, classId),
        eq(classMembers.userId, studentId),
        eq(classMembers.membership, 'student'),
      ),
    )
}

export async function sendNote(db: Database, classId: string, userId: string, body: string, now: Date): Promise<void> {
  const klass = await taughtClass(db, classId, userId)
  await db.transaction(async (tx) => {
    await tx.insert(classNotes).values({ classId, authorId: userId, body, createdAt: now })
    const students = await tx
      .select({ userId: classMembers.userId })
      .from(classMembers)
      .where(and(eq(classMembers.classId, classId), eq(classMembers.membership, 'student')))
    await addNotifications(
      tx,
      students.map((student) => ({
        userId: student.userId,
        kind: 'class_note',
        actorId: userId,
        subjectId: classId,
        payload: { className: klass.name, body },
      })),
      now,
    )
  })
}
