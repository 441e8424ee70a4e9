import { and, eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../db/database'
import { classMembers } from '../db/schema'

const teacherPlace = alias(classMembers, 'teacher_place')

/** Whether `teacherId` teaches a class in which `studentId` is a student. */
export async function teachesStudent(db: Database, teacherId: string, studentId: string): Promise<boolean> {
  const [row] = await db
    .select({ classId: classMembers.classId })
    .from(classMembers)
    .innerJoin(teacherPlace, and(eq(teacherPlace.classId, classMembers.classId), eq(teacherPlace.membership, 'teacher')))
    .where(and(eq(classMembers.userId, studentId), eq(classMembers.membership, 'student'), eq(teacherPlace.userId, teacherId)))
    .limit(1)
  return row !== undefined
}
