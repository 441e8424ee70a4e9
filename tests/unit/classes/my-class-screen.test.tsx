import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ClassStudent, StudentAccount, TeacherClass } from '#contract/classes'
import { renderApp } from '../support/render-app'
import type { Reply, SeenRequest } from '../support/test-server'
import { testServerForFile } from '../support/test-server'
import { makeUser } from '../support/users'

const server = testServerForFile()
const teacher = makeUser({ privileges: ['teacher'], role: { name: 'teacher', privileges: ['teacher'] } })
const school = { id: 's1', name: 'Hill School', country: 'NZ' }
const classOf = (overrides: Partial<TeacherClass> = {}): TeacherClass => ({
  id: 'c1',
  name: '5B',
  school,
  joinCode: 'ABCD2345',
  studentCount: 2,
  createdAt: '2026-05-01T09:00:00.000Z',
  ...overrides,
})
const student: ClassStudent = {
  user: { id: 'u9', name: 'Ana Ruiz', handle: null, photo: null, intro: null },
  username: 'ana.ruiz',
  joinedAt: '2026-05-02T09:00:00.000Z',
  latestSessions: [{ id: 'se1', title: 'Storm at sea', status: 'open', updatedAt: '2026-05-03T09:00:00.000Z' }],
}

/** The API as a teacher of one class sees it; `extra` answers what a test is about first. */
function answerAsTeacher(
  classes: TeacherClass[],
  extra: (request: SeenRequest) => Reply | undefined = () => undefined,
) {
  server.answer((request) => {
    const special = extra(request)
    if (special) return special
    if (request.path === '/api/schools/') return { status: 200, body: { items: [school] } }
    if (request.path === '/api/classes/') return { status: 200, body: { items: classes } }
    if (request.path.startsWith('/api/classes/c1/students?'))
      return { status: 200, body: { items: [student], nextCursor: null } }
    if (request.path === '/api/channels/publishable') return { status: 200, body: { items: [] } }
    return { status: 404, body: { message: 'Not here.' } }
  })
}

const openMyClass = () => renderApp({ variant: 'podcast', path: '/classes', user: teacher, apiUrl: server.url })
const classItem = async (name: string) => {
  const list = await screen.findByRole('list', { name: 'Your classes' })
  return within(list).getByRole('listitem', { name })
}

describe('/classes, My Class', () => {
  it('lists the classes with school, student count and join code', async () => {
    answerAsTeacher([classOf()])
    await openMyClass()
    expect(await screen.findByRole('heading', { name: 'My Class', level: 1 })).toBeTruthy()
    const item = await classItem('5B')
    expect(within(item).getByText('Hill School (NZ) · 2 students')).toBeTruthy()
    expect(within(item).getByText('ABCD 2345')).toBeTruthy()
  })

  it('says when there are no classes yet', async () => {
    answerAsTeacher([])
    await openMyClass()
    expect(await screen.findByText('No classes yet.')).toBeTruthy()
  })

  it('creates a class in the chosen school, after asking for a name', async () => {
    const created = classOf({ id: 'c2', name: '6A', joinCode: 'WXYZ6789', studentCount: 0 })
    answerAsTeacher([], (request) =>
      request.method === 'POST' && request.path === '/api/classes/' ? { status: 201, body: created } : undefined,
    )
    await openMyClass()
    const form = (await screen.findByRole('heading', { name: 'Create class' })).closest('section') as HTMLElement
    await within(form).findByLabelText('School')
    fireEvent.click(within(form).getByRole('button', { name: 'Create class' }))
    expect(await within(form).findByText('Please enter a class name.')).toBeTruthy()
    expect(server.seen.some((request) => request.method === 'POST')).toBe(false)

    fireEvent.change(within(form).getByLabelText('Class name'), { target: { value: ' 6A ' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Create class' }))
    expect(await within(await classItem('6A')).findByText('WXYZ 6789')).toBeTruthy()
    expect(server.seen.find((request) => request.method === 'POST')?.body).toEqual({ name: '6A', schoolId: 's1' })
  })

  it('tells a teacher without a school why there is no form', async () => {
    answerAsTeacher([], (request) =>
      request.path === '/api/schools/' ? { status: 200, body: { items: [] } } : undefined,
    )
    await openMyClass()
    expect(
      await screen.findByText('You are not a teacher at any school yet. Ask your school’s administrator to add you.'),
    ).toBeTruthy()
    expect(screen.queryByLabelText('Class name')).toBeNull()
  })

  it('shows the code large, switches joining off and on', async () => {
    // The list answers what the last change made: a refetch after a change must not bring back the old code.
    const current = classOf()
    answerAsTeacher([current], (request) => {
      if (request.path !== '/api/classes/c1/join-code') return undefined
      const enabled = (request.body as { enabled: boolean }).enabled
      current.joinCode = enabled ? 'NEWC2345' : null
      return { status: 200, body: { ...current } }
    })
    await openMyClass()
    const item = await classItem('5B')
    fireEvent.click(within(item).getByRole('button', { name: 'Show code' }))
    const shown = await screen.findByRole('dialog', { name: 'Join 5B' })
    expect(within(shown).getByText('ABCD 2345')).toBeTruthy()
    fireEvent.click(within(shown).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    fireEvent.click(within(item).getByRole('button', { name: 'Switch off joining' }))
    expect(await within(item).findByText('Joining is switched off: no code works for this class.')).toBeTruthy()
    expect((within(item).getByRole('button', { name: 'Show code' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(within(item).getByRole('button', { name: 'Switch on joining' }))
    expect(await within(item).findByText('NEWC 2345')).toBeTruthy()
    expect(
      server.seen.filter((request) => request.path === '/api/classes/c1/join-code').map((request) => request.body),
    ).toEqual([{ enabled: false }, { enabled: true }])
  })

  it('creates student accounts and shows their first passwords once, with a warning and printable cards', async () => {
    const accounts: StudentAccount[] = [
      { userId: 'u10', name: 'Ana Ruiz', username: 'ana.ruiz', password: 'kite-plum-42' },
      { userId: 'u11', name: 'Ben Li', username: 'ben.li', password: 'moss-frog-17' },
    ]
    answerAsTeacher([classOf()], (request) =>
      request.method === 'POST' && request.path === '/api/classes/c1/students'
        ? { status: 201, body: { accounts } }
        : undefined,
    )
    await openMyClass()
    const item = await classItem('5B')
    fireEvent.click(within(item).getByRole('button', { name: 'Create student accounts' }))
    fireEvent.click(within(item).getByRole('button', { name: 'Create accounts' }))
    expect(await within(item).findByText('Please enter at least one name, one per line.')).toBeTruthy()

    fireEvent.change(within(item).getByLabelText('Student names, one per line'), {
      target: { value: 'Ana Ruiz\n\n  Ben Li \n' },
    })
    fireEvent.click(within(item).getByRole('button', { name: 'Create accounts' }))
    const table = await within(item).findByRole('table', { name: 'New accounts for 5B' })
    expect(server.seen.find((request) => request.method === 'POST')?.body).toEqual({ names: ['Ana Ruiz', 'Ben Li'] })
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['NameUser IDFirst password', 'Ana Ruizana.ruizkite-plum-42', 'Ben Liben.limoss-frog-17'])
    expect(within(item).getByRole('alert').textContent).toContain('These passwords are shown only now.')
    expect(within(item).getByRole('button', { name: 'Print sign-in cards' })).toBeTruthy()
    const cards = document.querySelectorAll('body > .sign-in-cards .sign-in-card')
    const where = `Log in at ${window.location.host}/login`
    expect([...cards].map((card) => card.textContent)).toEqual([
      `5B · Hill SchoolAna RuizUser IDana.ruizPasswordkite-plum-42${where}`,
      `5B · Hill SchoolBen LiUser IDben.liPasswordmoss-frog-17${where}`,
    ])

    // Opening another panel, or closing this one, keeps the passwords: only "Close the list" ends them.
    fireEvent.click(within(item).getByRole('button', { name: 'Rename' }))
    fireEvent.click(within(item).getByRole('button', { name: 'Send a note to the class' }))
    fireEvent.click(within(item).getByRole('button', { name: 'Create student accounts' }))
    fireEvent.click(within(item).getByRole('button', { name: 'Create student accounts' }))
    expect(within(item).getByRole('table', { name: 'New accounts for 5B' })).toBeTruthy()
    expect(within(item).getByText('kite-plum-42')).toBeTruthy()

    fireEvent.click(within(item).getByRole('button', { name: 'Close the list' }))
    await waitFor(() => expect(within(item).queryByText('kite-plum-42')).toBeNull())
    expect(document.querySelector('.sign-in-cards')).toBeNull()
  })

  it('lists the students with their latest sessions and removes one after confirming', async () => {
    let removed = false
    answerAsTeacher([classOf()], (request) => {
      if (request.method === 'DELETE' && request.path === '/api/classes/c1/students/u9') {
        removed = true
        return { status: 204 }
      }
      if (removed && request.path.startsWith('/api/classes/c1/students?'))
        return { status: 200, body: { items: [], nextCursor: null } }
      return undefined
    })
    await openMyClass()
    const item = await classItem('5B')
    fireEvent.click(within(item).getByRole('button', { name: 'Show students' }))
    const students = await within(item).findByRole('list', { name: 'Students of 5B' })
    const row = await within(students).findByText('Ana Ruiz')
    expect(within(students).getByText(/User ID: ana\.ruiz/)).toBeTruthy()
    expect(within(students).getByRole('link', { name: 'Storm at sea' })).toBeTruthy()
    expect(row).toBeTruthy()
    // The conversation is on the main site (this is the podcast variant's page).
    expect(within(students).getByRole('link', { name: 'Message Ana Ruiz' }).getAttribute('href')).toBe(
      `${window.location.protocol}//${window.location.host.replace('podcast.', '')}/notifications?with=u9`,
    )

    fireEvent.click(within(students).getByRole('button', { name: 'Remove from class' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove from class' })
    expect(within(confirm).getByText(/Remove Ana Ruiz from 5B\?/)).toBeTruthy()
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove from class' }))
    expect(await within(item).findByText('No students yet.')).toBeTruthy()
    expect(removed).toBe(true)
  })

  it('sends a note to the class', async () => {
    answerAsTeacher([classOf()], (request) => (request.path === '/api/classes/c1/notes' ? { status: 204 } : undefined))
    await openMyClass()
    const item = await classItem('5B')
    fireEvent.click(within(item).getByRole('button', { name: 'Send a note to the class' }))
    fireEvent.change(within(item).getByLabelText('Note to the class'), { target: { value: 'Rehearsal on Friday.' } })
    fireEvent.click(within(item).getByRole('button', { name: 'Send note' }))
    expect(await within(item).findByText('Note sent to the students of 5B.')).toBeTruthy()
    expect(server.seen.find((request) => request.path === '/api/classes/c1/notes')?.body).toEqual({
      body: 'Rehearsal on Friday.',
    })
  })

  it("shows the server's message when a change is refused", async () => {
    answerAsTeacher([classOf()], (request) =>
      request.method === 'PATCH'
        ? { status: 403, body: { message: 'Only a teacher of this class can do this.' } }
        : undefined,
    )
    await openMyClass()
    const item = await classItem('5B')
    fireEvent.click(within(item).getByRole('button', { name: 'Rename' }))
    fireEvent.change(within(item).getByLabelText('New class name'), { target: { value: '5C' } })
    fireEvent.click(within(item).getByRole('button', { name: 'Save name' }))
    expect((await within(item).findByRole('alert')).textContent).toContain('Only a teacher of this class can do this.')
  })

  it('says when the classes cannot be read', async () => {
    answerAsTeacher([], (request) =>
      request.path === '/api/classes/' ? { status: 500, body: { message: 'Something broke.' } } : undefined,
    )
    await openMyClass()
    expect(await screen.findByText('Something broke.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
