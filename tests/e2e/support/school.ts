// A school with one teacher, made with the real admin commands before the server starts (the
// classes spec signs in as this teacher on podcast.localhost).
import { execFileSync } from 'node:child_process'
import { expect, type APIRequestContext } from '@playwright/test'
import type { TeacherClass } from '#contract/classes'
import { podcastTokenFor } from './podcast'
import { e2eServer } from './server-settings'

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

/** A class of the seeded teacher's school, made through the API as that teacher. */
export async function makeSeededTeacherClass(request: APIRequestContext, name: string): Promise<TeacherClass> {
  const api = (route: string) => `${e2eServer.baseURL}${route}`
  const token = await podcastTokenFor(request, seededTeacher.username, seededTeacher.password)
  const headers = { Authorization: `Bearer ${token}` }
  const schools = (await (await request.get(api('/api/schools/'), { headers })).json()) as {
    items: Array<{ id: string }>
  }
  const created = await request.post(api('/api/classes/'), { headers, data: { name, schoolId: schools.items[0]!.id } })
  expect(created.status(), await created.text()).toBe(201)
  return (await created.json()) as TeacherClass
}
