// Accounts a teacher makes for pupils without e-mail, from a list of names: each gets a user ID
// made of the first name and four digits (ana4827), a first password of 10 characters, no e-mail,
// no privileges and a student place in the class. Letters and digits that look alike (0/o, 1/l/i)
// are never used, as they are copied from a printed card. The passwords leave the server once, in
// this answer; only their hashes are kept. All the accounts are made in one transaction.
import { randomInt } from 'node:crypto'
import { inArray, sql } from 'drizzle-orm'
import type { StudentAccount } from '#contract/classes'
import { hashPassword } from '../auth/passwords'
import type { Database } from '../db/database'
import { classMembers, users } from '../db/schema'
import { findOrCreateRole } from '../roles/service'
import { isUniqueViolation } from '../users/service'

const passwordAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789'
const passwordLength = 10
const digits = '23456789'
const baseMax = 12

const pick = (alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('')

export const newStudentPassword = () => pick(passwordAlphabet, passwordLength)

/** The first name's letters, without accents, in lower case ("Zoë Ní Bhriain" → "zoe"). */
export function userIdBase(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? ''
  const letters = first
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .slice(0, baseMax)
  return letters || 'pupil'
}

/** A user ID per name, none taken now nor repeated in the list; more digits when a name is common. */
async function freeUserIds(db: Database, names: readonly string[]): Promise<string[]> {
  const chosen: Array<string | undefined> = names.map(() => undefined)
  for (let round = 0; chosen.includes(undefined); round++) {
    const open = chosen.flatMap((value, index) => (value === undefined ? [index] : []))
    const candidates = new Map(
      open.map((index) => [index, userIdBase(names[index] ?? '') + pick(digits, round < 5 ? 4 : 6)]),
    )
    const taken = await db
      .select({ name: sql<string>`lower(${users.username})` })
      .from(users)
      .where(inArray(sql`lower(${users.username})`, [...candidates.values()]))
    const unavailable = new Set([...taken.map((row) => row.name), ...chosen.filter((value) => value !== undefined)])
    for (const [index, candidate] of candidates) {
      if (unavailable.has(candidate)) continue
      chosen[index] = candidate
      unavailable.add(candidate)
    }
  }
  return chosen as string[]
}

export async function createStudentAccounts(
  db: Database,
  classId: string,
  names: readonly string[],
  now: Date,
): Promise<StudentAccount[]> {
  const passwords = names.map(() => newStudentPassword())
  const hashes = await Promise.all(passwords.map((password) => hashPassword(password)))
  const role = await findOrCreateRole(db, [])
  // Another registration may take a chosen user ID between the check and the insert: choose again.
  for (let attempt = 1; ; attempt++) {
    const usernames = await freeUserIds(db, names)
    try {
      const rows = await db.transaction(async (tx) => {
        const made = await tx
          .insert(users)
          .values(
            names.map((name, index) => ({
              username: usernames[index] ?? '',
              name,
              passwordHash: hashes[index],
              roleId: role.id,
              createdAt: now,
            })),
          )
          .returning({ id: users.id, username: users.username })
        await tx
          .insert(classMembers)
          .values(made.map((user) => ({ classId, userId: user.id, membership: 'student' as const, createdAt: now })))
        return made
      })
      const idOf = new Map(rows.map((row) => [row.username, row.id]))
      return names.map((name, index) => {
        const username = usernames[index] ?? ''
        return { userId: idOf.get(username) ?? '', name, username, password: passwords[index] ?? '' }
      })
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error
    }
  }
}
