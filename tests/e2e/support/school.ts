// The seeded teacher's school (support/seed-accounts.ts makes it before the server starts).
import { expect, type APIRequestContext } from '@playwright/test'
import type { TeacherClass } from '#contract/classes'
import { podcastTokenFor } from './podcast'
import { e2eServer } from './server-settings'
import { seededTeacher } from './users'

export { seededTeacher }

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
