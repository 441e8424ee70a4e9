import type { FastifyInstance } from 'fastify'
import { classesApi } from '#contract/classes'
import type { AppDeps } from '../deps'
import { HttpError } from '../http/errors'
import { route } from '../http/route'
import { perMemberPerMinute } from '../http/rate-limits'
import { taughtClass } from './access'
import { joinByCode } from './join'
import { schoolsOf, taughtClasses } from './queries'
import { createStudentAccounts } from './student-accounts'
import { studentsPage } from './students'
import { createClass, removeStudent, renameClass, sendNote, setJoinCode, viewClass } from './service'
import { wrongCodesFor } from './wrong-codes'

/** Lists of up to 60 names each, per teacher: a class or two at a time, not a flood of accounts. */
export const studentListsPerMinute = 5

export function registerClassRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, now } = deps
  const wrongCodes = wrongCodesFor(app, deps)

  route(app, classesApi.schools, { access: 'teacher' }, async ({ auth }) => ({
    items: await schoolsOf(db, auth.userId),
  }))

  // Class places decide who manages a class (access.ts); only making one needs the privilege.
  route(app, classesApi.list, { access: 'signed-in' }, async ({ auth }) => ({
    items: await taughtClasses(db, auth.userId),
  }))

  route(
    app,
    classesApi.create,
    {
      access: 'teacher',
      effect: 'creates',
      rateLimit: perMemberPerMinute('classes', deps.rateLimits.createPerMinute),
      status: 201,
    },
    async ({ body, auth }) => createClass(db, auth.userId, body, now()),
  )

  route(app, classesApi.get, { access: 'signed-in' }, async ({ params, auth }) => viewClass(db, params.id, auth.userId))

  route(app, classesApi.rename, { access: 'signed-in', effect: 'changes' }, async ({ params, body, auth }) =>
    renameClass(db, params.id, auth.userId, body.name),
  )

  route(app, classesApi.joinCode, { access: 'signed-in', effect: 'changes' }, async ({ params, body, auth }) =>
    setJoinCode(db, params.id, auth.userId, body.enabled),
  )

  route(app, classesApi.students, { access: 'signed-in' }, async ({ params, query, auth }) => {
    await taughtClass(db, params.id, auth.userId)
    return studentsPage(db, { classId: params.id, limit: query.limit, cursor: query.cursor })
  })

  route(app, classesApi.removeStudent, { access: 'signed-in', effect: 'changes' }, async ({ params, auth }) => {
    await removeStudent(db, params.id, auth.userId, params.userId)
  })

  route(
    app,
    classesApi.createStudents,
    {
      access: 'signed-in',
      effect: 'creates',
      status: 201,
      rateLimit: perMemberPerMinute('students', studentListsPerMinute),
    },
    async ({ params, body, auth }) => {
      await taughtClass(db, params.id, auth.userId)
      return { accounts: await createStudentAccounts(db, params.id, body.names, now()) }
    },
  )

  route(
    app,
    classesApi.note,
    {
      access: 'signed-in',
      effect: 'creates',
      rateLimit: perMemberPerMinute('class-notes', deps.rateLimits.createPerMinute),
    },
    async ({ params, body, auth }) => {
      await sendNote(db, params.id, auth.userId, body.body, now())
    },
  )

  route(
    app,
    classesApi.join,
    {
      access: 'signed-in',
      effect: 'checks-secret',
      throttle: 'wrong codes per member and address (wrong-codes.ts)',
      status: 201,
    },
    async ({ body, auth, request }) => {
      await wrongCodes.check(request, auth.userId)
      try {
        return await db.transaction((tx) => joinByCode(tx, auth.userId, body.code, now()))
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 400) await wrongCodes.record(request, auth.userId)
        throw error
      }
    },
  )
}
