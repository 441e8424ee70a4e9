import { and, asc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { TeacherClass } from '#contract/classes'
import type { Database } from '../db/database'
import { classes, classMembers, schools, schoolTeachers } from '../db/schema'

const teacherPlace = alias(classMembers, 'teacher_place')

/** Whether `teacherId` teaches a class in which `studentId` is a student. */
export async function teachesStudent(db: Database, teacherId: string, studentId: string): Promise<boolean> {
  const [row] = await db
    .select({ classId: classMembers.classId })
    .from(classMembers)
    .innerJoin(
      teacherPlace,
      and(eq(teacherPlace.classId, classMembers.classId), eq(teacherPlace.membership, 'teacher')),
    )
    .where(
      and(
        eq(classMembers.userId, studentId),
        eq(classMembers.membership, 'student'),
        eq(teacherPlace.userId, teacherId),
      ),
    )
    .limit(1)
  return row !== undefined
}

/** The schools whose teachers include the member, by name. */
export async function schoolsOf(db: Database, userId: string) {
  return db
    .select({ id: schools.id, name: schools.name, country: schools.country })
    .from(schools)
    .innerJoin(schoolTeachers, eq(schoolTeachers.schoolId, schools.id))
    .where(eq(schoolTeachers.userId, userId))
    .orderBy(asc(schools.name), asc(schools.id))
}

/** The classes the member teaches (one of them with `classId`), by name, as the teacher sees them. */
export async function taughtClasses(db: Database, userId: string, classId?: string): Promise<TeacherClass[]> {
  const rows = await db
    .select({
      id: classes.id,
      name: classes.name,
      joinCode: classes.joinCode,
      createdAt: classes.createdAt,
      school: { id: schools.id, name: schools.name, country: schools.country },
      studentCount: sql<number>`(select count(*) from ${classMembers} "students"
        where "students"."class_id" = ${classes.id} and "students"."membership" = 'student')`.mapWith(Number),
    })
    .from(classes)
    .innerJoin(schools, eq(schools.id, classes.schoolId))
    .innerJoin(
      teacherPlace,
      and(
        eq(teacherPlace.classId, classes.id),
        eq(teacherPlace.userId, userId),
        eq(teacherPlace.membership, 'teacher'),
      ),
    )
    .where(classId === undefined ? undefined : eq(classes.id, classId))
    .orderBy(asc(classes.name), asc(classes.id))
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }))
}
