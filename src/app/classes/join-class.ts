import { classesApi } from '#contract/classes'
import { usersApi, type MemberProfile, type User, type UserClass } from '#contract/users'
import type { Auth } from '../auth/auth'

const isOwnRecord = (user: User | MemberProfile): user is User => 'classes' in user

/** Joins the signed-in member to the class of `code` as a student, then reads their record again
 *  so the profile lists the class; the place is taken even if that read fails (the next token
 *  refresh brings the record then). */
export async function joinClassWithCode(auth: Auth, code: string): Promise<UserClass> {
  const joined = await auth.api.request(classesApi.join, { body: { code } })
  const stored = auth.store.get()
  const user = stored
    ? await auth.api.request(usersApi.get, { params: { id: stored.user.id } }).catch(() => null)
    : null
  const latest = auth.store.get()
  if (user && isOwnRecord(user) && latest?.user.id === user.id) auth.store.set({ ...latest, user })
  return joined
}

/** What a member reads once in a class: "You joined Year 6 Drama (Hillside Primary)." */
export const joinedText = (item: Pick<UserClass, 'name' | 'school'>) => `You joined ${item.name} (${item.school.name}).`
