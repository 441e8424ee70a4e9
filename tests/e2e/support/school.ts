// A school with one teacher, made with the real admin commands before the server starts (the
// classes spec signs in as this teacher on podcast.localhost).
import { execFileSync } from 'node:child_process'

export const seededTeacher = {
  username: 'class-teacher',
  email: 'teacher@example.test',
  password: 'teacher-pass',
  school: { name: 'Hillside School', country: 'NZ' },
} as const

function admin(env: NodeJS.ProcessEnv, args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'src/server/admin/cli.ts', ...args], {
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  })
}

/** create-user, create-school (which prints the school's id), add-teacher. */
export function seedSchool(env: NodeJS.ProcessEnv): void {
  const teacher = seededTeacher
  admin(env, ['create-user', '--username', teacher.username, '--email', teacher.email, '--password', teacher.password])
  const created = admin(env, ['create-school', '--name', teacher.school.name, '--country', teacher.school.country])
  const schoolId = /\(id ([^)\s]+)\)/.exec(created)?.[1]
  if (!schoolId) throw new Error(`create-school printed no school id: ${created}`)
  admin(env, ['add-teacher', '--school', schoolId, '--username', teacher.username])
}
