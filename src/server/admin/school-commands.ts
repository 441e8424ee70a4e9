// Schools and their teachers, which only an administrator makes: `create-school` prints the id
// that `add-teacher` then names. A teacher may make classes in each school they were added to.
import { eq } from 'drizzle-orm'
import type { Database } from '../db/database'
import { schools, schoolTeachers } from '../db/schema'
import { UsageError, type AdminCommand } from './args'
import { grantPrivileges, requireUser } from './members'

type Command<N extends AdminCommand['name']> = Extract<AdminCommand, { name: N }>

export async function createSchool(db: Database, command: Command<'create-school'>): Promise<string> {
  const [school] = await db.insert(schools).values({ name: command.schoolName, country: command.country }).returning()
  if (!school) throw new Error('the new school was not returned')
  return `Created school ${school.name} (id ${school.id}) in ${school.country}.`
}

/** Gives the privilege `teacher` and a place among the school's teachers; asking again changes nothing. */
export async function addTeacher(db: Database, command: Command<'add-teacher'>): Promise<string> {
  const [school] = await db.select().from(schools).where(eq(schools.id, command.schoolId))
  if (!school)
    throw new UsageError(`Unknown school ${command.schoolId}. create-school prints the id of each school it makes.`)
  const user = await requireUser(db, command.username)
  await db.transaction(async (tx) => {
    await grantPrivileges(tx, user, ['teacher'])
    await tx.insert(schoolTeachers).values({ schoolId: school.id, userId: user.id }).onConflictDoNothing()
  })
  return `${user.username} is a teacher at ${school.name} (id ${school.id}) and has the privilege teacher.`
}
