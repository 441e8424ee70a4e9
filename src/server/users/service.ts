// Account rules shared by the HTTP routes and the admin command.
import { z } from 'zod'
import type { Privilege } from '#contract/privileges'
import { hashForMissingUser, hashPassword, verifyPassword } from '../auth/passwords'
import type { Database } from '../db/database'
import { users } from '../db/schema'
import { HttpError } from '../http/errors'
import { findOrCreateRole } from '../roles/service'
import { findTakenLogin, findUserByLogin, type UserRow } from './queries'

export const wrongCredentialsMessage = 'The user ID or password is incorrect.'
export const usernameTakenMessage = 'This user ID is already taken.'
export const emailTakenMessage = 'An account with this e-mail address already exists.'

const emailSchema = z.email()
export const isEmail = (value: string) => emailSchema.safeParse(value).success

export interface NewUser {
  username: string
  password: string
  /** Defaults to the user ID when that is an e-mail address. */
  email?: string | undefined
  privileges?: readonly Privilege[]
}

/** `alongside` runs in the transaction that inserts the account (e.g. joining a class by code): if
 *  it throws, no account is made. */
export async function createUser(
  db: Database,
  input: NewUser,
  alongside?: (tx: Database, user: UserRow) => Promise<void>,
): Promise<UserRow> {
  const username = input.username.trim()
  const email = (input.email ?? (isEmail(username) ? username : null))?.toLowerCase() ?? null
  const conflict = await findTakenLogin(db, username, email)
  if (conflict) throw new HttpError(409, conflict === 'username' ? usernameTakenMessage : emailTakenMessage)
  const passwordHash = await hashPassword(input.password)
  const role = await findOrCreateRole(db, input.privileges ?? [])
  const insert = async (tx: Database) => {
    const [row] = await tx.insert(users).values({ username, email, passwordHash, roleId: role.id }).returning()
    if (!row) throw new Error('The new user was not returned.')
    await alongside?.(tx, row)
    return row
  }
  try {
    return alongside ? await db.transaction(insert) : await insert(db)
  } catch (error) {
    // Two registrations racing for the same name: the unique index decides.
    if (isUniqueViolation(error)) throw new HttpError(409, usernameTakenMessage)
    throw error
  }
}

export async function checkCredentials(db: Database, login: string, password: string): Promise<UserRow> {
  const user = await findUserByLogin(db, login)
  const ok = await verifyPassword(user?.passwordHash ?? (await hashForMissingUser()), password)
  if (!user?.passwordHash || !ok) throw new HttpError(401, wrongCredentialsMessage)
  return user
}

/** The PostgreSQL error code of `error` or of any error it wraps (drizzle wraps the driver's). */
function hasErrorCode(error: unknown, code: string): boolean {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) return true
  }
  return false
}

export const isUniqueViolation = (error: unknown): boolean => hasErrorCode(error, '23505')

/** A row names one that is gone: deleted between a check and the insert that relies on it. */
export const isForeignKeyViolation = (error: unknown): boolean => hasErrorCode(error, '23503')
