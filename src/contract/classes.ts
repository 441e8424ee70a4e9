// School classes (SPEC §1, §2 My Class, §6): a teacher of a school makes classes, each with a join
// code a member types (profile editor, or /register?class=CODE); a teacher may make accounts for a
// whole class of pupils without e-mail, send the class a note, and remove a student.
import { z } from 'zod/mini'
import { endpoint } from './endpoint'
import { idParams, idString } from './ids'
import { joinCodeInput, joinCodeMessage } from './join-code'
import { page, pageQuery } from './pagination'
import { sessionStatus } from './sessions'
import { publicUserSchema, userClassSchema } from './users'

export const classLimits = {
  nameMax: 100,
  noteMax: 1000,
  /** Names in one "create student accounts" list. */
  studentsPerBatch: 60,
  studentNameMax: 100,
} as const

export const classMessages = {
  invalidCode: joinCodeMessage,
  alreadyMember: 'You are already in this class.',
  notTeacher: 'Only a teacher of this class can do this.',
  notSchoolTeacher: 'You are not a teacher of this school.',
  unknownClass: 'This class does not exist.',
  nameRequired: 'Please enter a class name.',
  namesRequired: 'Please enter at least one name, one per line.',
  noteRequired: 'Please write a note.',
} as const

export const schoolSchema = z.object({ id: z.string(), name: z.string(), country: z.string() })

/** A class as its teacher manages it. */
export const teacherClassSchema = z.object({
  id: z.string(),
  name: z.string(),
  school: schoolSchema,
  /** null while joining by code is switched off. */
  joinCode: z.nullable(z.string()),
  studentCount: z.int(),
  createdAt: z.string(),
})
export type TeacherClass = z.infer<typeof teacherClassSchema>

export const classStudentSchema = z.object({
  /** Classmates and teachers see protected fields (DESIGN.md), so the name is always there. */
  user: publicUserSchema,
  /** Only for pupils' accounts without e-mail (null otherwise: a user ID may be an e-mail address). */
  username: z.nullable(z.string()),
  joinedAt: z.string(),
  /** The student's sessions, most recently worked on first (at most 3). */
  latestSessions: z.array(
    z.object({ id: z.string(), title: z.string(), status: sessionStatus, updatedAt: z.string() }),
  ),
})
export type ClassStudent = z.infer<typeof classStudentSchema>

/** Shown once: the teacher prints them as sign-in cards. */
export const studentAccountSchema = z.object({
  userId: z.string(),
  name: z.string(),
  username: z.string(),
  password: z.string(),
})
export type StudentAccount = z.infer<typeof studentAccountSchema>

const classBody = z.object({
  name: z.string().check(z.trim(), z.minLength(1, classMessages.nameRequired), z.maxLength(classLimits.nameMax)),
})

export const classesApi = {
  /** Schools the caller teaches at (privilege `teacher`). */
  schools: endpoint({ method: 'GET', path: '/api/schools/', response: z.object({ items: z.array(schoolSchema) }) }),
  /** Classes the caller teaches, by name. */
  list: endpoint({ method: 'GET', path: '/api/classes/', response: z.object({ items: z.array(teacherClassSchema) }) }),
  /** 201; the class starts with a join code. 403 `notSchoolTeacher`. */
  create: endpoint({
    method: 'POST',
    path: '/api/classes/',
    body: z.extend(classBody, { schoolId: idString() }),
    response: teacherClassSchema,
  }),
  get: endpoint({ method: 'GET', path: '/api/classes/:id', params: idParams, response: teacherClassSchema }),
  rename: endpoint({
    method: 'PATCH',
    path: '/api/classes/:id',
    params: idParams,
    body: classBody,
    response: teacherClassSchema,
  }),
  /** `enabled: true` makes a new code (the old one stops working); `false` switches joining off. */
  joinCode: endpoint({
    method: 'POST',
    path: '/api/classes/:id/join-code',
    params: idParams,
    body: z.object({ enabled: z.boolean() }),
    response: teacherClassSchema,
  }),
  students: endpoint({
    method: 'GET',
    path: '/api/classes/:id/students',
    params: idParams,
    query: pageQuery,
    response: page(classStudentSchema),
  }),
  /** Takes the student's place in the class away (the account stays). */
  removeStudent: endpoint({
    method: 'DELETE',
    path: '/api/classes/:id/students/:userId',
    params: z.object({ id: idString(), userId: idString() }),
  }),
  /** One account per name (user ID and first password made here, shown once), each a student of the class. */
  createStudents: endpoint({
    method: 'POST',
    path: '/api/classes/:id/students',
    params: idParams,
    body: z.object({
      names: z
        .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(classLimits.studentNameMax)))
        .check(z.minLength(1, classMessages.namesRequired), z.maxLength(classLimits.studentsPerBatch)),
    }),
    response: z.object({ accounts: z.array(studentAccountSchema) }),
  }),
  /** Notifies every student of the class. */
  note: endpoint({
    method: 'POST',
    path: '/api/classes/:id/notes',
    params: idParams,
    body: z.object({
      body: z.string().check(z.trim(), z.minLength(1, classMessages.noteRequired), z.maxLength(classLimits.noteMax)),
    }),
  }),
  /** Any signed-in member: joins as a student (201 with the class as the profile shows it).
   *  400 `invalidCode` for a wrong or switched-off code, 409 `alreadyMember`. */
  join: endpoint({
    method: 'POST',
    path: '/api/classes/join',
    body: z.object({ code: joinCodeInput }),
    response: userClassSchema,
  }),
}
