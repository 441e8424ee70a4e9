// A teacher's classes (/classes) and joining one with a code (profile editor). Every change needs
// the server: offline it fails at once with its message rather than waiting paused (networkMode
// 'always'). Reads show what this device last saw and are read afresh on every visit, since pupils
// join while the teacher looks: the list is read again every 15 s while the page is shown.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { classesApi, type TeacherClass } from '#contract/classes'
import { usersApi, type MemberProfile, type User, type UserClass } from '#contract/users'
import { useAppContext } from '../router/use-app-context'
import { classKeys } from './class-keys'

export const studentsPageSize = 20
const classListRefreshMs = 15_000

export function useSchools() {
  const { api } = useAppContext().auth
  return useQuery({
    queryKey: classKeys.schools(),
    queryFn: () => api.request(classesApi.schools),
    select: (answer) => answer.items,
    networkMode: 'offlineFirst',
  })
}

export function useTeacherClasses() {
  const { api } = useAppContext().auth
  return useQuery({
    queryKey: classKeys.list(),
    queryFn: () => api.request(classesApi.list),
    select: (answer) => answer.items,
    networkMode: 'offlineFirst',
    staleTime: 0,
    refetchInterval: classListRefreshMs,
  })
}

export function useClassStudents(classId: string) {
  const { api } = useAppContext().auth
  return useInfiniteQuery({
    queryKey: classKeys.students(classId),
    queryFn: ({ pageParam }) =>
      api.request(classesApi.students, {
        params: { id: classId },
        query: { cursor: pageParam, limit: studentsPageSize },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    networkMode: 'offlineFirst',
    staleTime: 0,
  })
}

/** The class as the server answered it replaces the one in the list, so the screen shows it at once. */
function useKeepClass() {
  const queryClient = useQueryClient()
  return (changed: TeacherClass) => {
    queryClient.setQueryData<{ items: TeacherClass[] }>(classKeys.list(), (list) => {
      if (!list) return list
      const known = list.items.some((item) => item.id === changed.id)
      const items = known
        ? list.items.map((item) => (item.id === changed.id ? changed : item))
        : [...list.items, changed]
      return { items: items.sort((a, b) => a.name.localeCompare(b.name)) }
    })
    void queryClient.invalidateQueries({ queryKey: classKeys.list() })
  }
}

export function useCreateClass() {
  const { api } = useAppContext().auth
  const keep = useKeepClass()
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: { name: string; schoolId: string }) => api.request(classesApi.create, { body }),
    onSuccess: keep,
  })
}

export function useRenameClass(classId: string) {
  const { api } = useAppContext().auth
  const keep = useKeepClass()
  return useMutation({
    networkMode: 'always',
    mutationFn: (name: string) => api.request(classesApi.rename, { params: { id: classId }, body: { name } }),
    onSuccess: keep,
  })
}

/** `true` makes a new code (the old one stops working), `false` switches joining off. */
export function useSetJoining(classId: string) {
  const { api } = useAppContext().auth
  const keep = useKeepClass()
  return useMutation({
    networkMode: 'always',
    mutationFn: (enabled: boolean) => api.request(classesApi.joinCode, { params: { id: classId }, body: { enabled } }),
    onSuccess: keep,
  })
}

/** The answer holds the first passwords: it stays in this mutation (memory) and is never persisted. */
export function useCreateStudents(classId: string) {
  const { api } = useAppContext().auth
  const queryClient = useQueryClient()
  return useMutation({
    networkMode: 'always',
    mutationFn: (names: string[]) =>
      api.request(classesApi.createStudents, { params: { id: classId }, body: { names } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: classKeys.all() }),
  })
}

export function useRemoveStudent(classId: string) {
  const { api } = useAppContext().auth
  const queryClient = useQueryClient()
  return useMutation({
    networkMode: 'always',
    mutationFn: (userId: string) => api.request(classesApi.removeStudent, { params: { id: classId, userId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: classKeys.all() }),
  })
}

export function useSendClassNote(classId: string) {
  const { api } = useAppContext().auth
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: string) => api.request(classesApi.note, { params: { id: classId }, body: { body } }),
  })
}

/** GET /api/users/{id} answers the member's own id with their whole record. */
const isOwnRecord = (user: User | MemberProfile): user is User => 'classes' in user

/** Joins a class as a student, then reads the member's own record again so the profile, the menu
 *  (no Membership for school users) and the Danger Zone follow at once. */
export function useJoinClass() {
  const { auth } = useAppContext()
  return useMutation({
    networkMode: 'always',
    mutationFn: async (code: string) => {
      const joined = await auth.api.request(classesApi.join, { body: { code } })
      const stored = auth.store.get()
      // The place is taken even if this read fails; the next token refresh brings the record then.
      const user = stored
        ? await auth.api.request(usersApi.get, { params: { id: stored.user.id } }).catch(() => null)
        : null
      const latest = auth.store.get()
      if (user && isOwnRecord(user) && latest?.user.id === user.id) auth.store.set({ ...latest, user })
      return joined
    },
  })
}

/** What a member reads once in a class: "You joined Year 6 Drama (Hillside School)." */
export const joinedText = (item: Pick<UserClass, 'name' | 'school'>) => `You joined ${item.name} (${item.school.name}).`
