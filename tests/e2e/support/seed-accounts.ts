// `node --import tsx tests/e2e/support/seed-accounts.ts`: the browser tests' accounts and school, made
// on DATA_DIR's embedded database by the real admin commands (`executeAdmin`, what `npm run admin`
// runs) in one process before the server starts, instead of one process per command.
import path from 'node:path'
import { executeAdmin } from '#server/admin/execute'
import { openDatabase } from '#server/db/open'
import { seededTeacher, seededUsers } from './users'

const dataDir = process.env.DATA_DIR
if (!dataDir) throw new Error('DATA_DIR names the folder to seed.')
const database = await openDatabase({ url: undefined, pgliteDir: path.join(dataDir, 'db') })

async function admin(argv: string[]): Promise<string> {
  const result = await executeAdmin({ db: database.db }, argv, new Date())
  if (result.code !== 0) throw new Error(`admin ${argv.join(' ')}: ${result.stderr}`)
  return result.stdout
}

const createUser = (user: { username: string; email: string; password: string }) => [
  'create-user',
  '--username',
  user.username,
  '--email',
  user.email,
  '--password',
  user.password,
]

try {
  await database.migrate()
  for (const user of Object.values(seededUsers)) {
    await admin([...createUser(user), ...(user.privileges ? ['--privileges', user.privileges] : [])])
  }
  await admin(createUser(seededTeacher))
  const { name, country } = seededTeacher.school
  const created = await admin(['create-school', '--name', name, '--country', country])
  const schoolId = /\(id ([^)\s]+)\)/.exec(created)?.[1]
  if (!schoolId) throw new Error(`create-school printed no school id: ${created}`)
  await admin(['add-teacher', '--school', schoolId, '--username', seededTeacher.username])
} finally {
  await database.close()
}
