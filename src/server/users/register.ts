// Registration (POST /api/users/create). With a class code (/register?class=CODE) the new member
// joins that class as a student in the transaction that makes the account: a wrong or switched-off
// code answers 400 and leaves no account. Wrong codes count towards the address's limit (classes/
// wrong-codes.ts), and are refused before the password is hashed.
import type { FastifyRequest } from 'fastify'
import { classMessages } from '#contract/classes'
import { codeExists, joinByCode } from '../classes/join'
import type { WrongCodes } from '../classes/wrong-codes'
import type { Database } from '../db/database'
import { HttpError } from '../http/errors'
import type { UserRow } from './queries'
import { createUser } from './service'

export async function registerMember(
  db: Database,
  input: { username: string; password: string; classCode?: string | undefined },
  context: { wrongCodes: WrongCodes; request: FastifyRequest; now: Date },
): Promise<UserRow> {
  const { classCode } = input
  if (classCode === undefined) return createUser(db, input)
  const { wrongCodes, request, now } = context
  await wrongCodes.check(request, null)
  try {
    if (!(await codeExists(db, classCode))) throw new HttpError(400, classMessages.invalidCode)
    return await createUser(db, input, async (tx, user) => {
      await joinByCode(tx, user.id, classCode, now)
    })
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400) await wrongCodes.record(request, null)
    throw error
  }
}
