import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../support/render-app'
import { testServerForFile, sessionOnly } from '../support/test-server'
import { makeUser } from '../support/users'

const server = testServerForFile()
const type = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } })
const joined = { id: 'c1', name: '5B', school: { name: 'Hill School', country: 'NZ' }, membership: 'student' as const }

describe('/register?class=CODE', () => {
  it('fills in the class code and sends it with the registration', async () => {
    server.answer(sessionOnly({ user: makeUser({ classes: [joined] }), token: 't' }))
    await renderApp({ path: '/register?class=22E2-2222', apiUrl: server.url })
    const dialog = await screen.findByRole('dialog', { name: 'Register' })
    expect((within(dialog).getByLabelText('Class code') as HTMLInputElement).value).toBe('22E2-2222')
    type(dialog, 'Email', 'pupil@example.com')
    type(dialog, 'Password', 'secret1')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agree and Join' }))
    expect(await screen.findByRole('heading', { name: 'Scripts', level: 1 })).toBeTruthy()
    expect(server.seen.find((request) => request.path === '/api/users/create')?.body).toEqual({
      username: 'pupil@example.com',
      password: 'secret1',
      classCode: '22E2-2222',
    })
  })

  it('checks the code before sending, and shows the server message when the class refuses it', async () => {
    server.answer(() => ({ status: 400, body: { message: 'This class code is not valid.' } }))
    await renderApp({ path: '/register?class=ABCD0000', apiUrl: server.url })
    const dialog = await screen.findByRole('dialog', { name: 'Register' })
    type(dialog, 'Email', 'pupil@example.com')
    type(dialog, 'Password', 'secret1')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agree and Join' }))
    expect(await within(dialog).findByText('This class code is not valid.')).toBeTruthy()
    expect(server.seen.some((request) => request.path === '/api/users/create')).toBe(false)

    type(dialog, 'Class code', 'wxyz-6789')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agree and Join' }))
    expect((await within(dialog).findByRole('alert')).textContent).toContain('This class code is not valid.')
    expect(server.seen.find((request) => request.path === '/api/users/create')?.body).toMatchObject({
      classCode: 'wxyz-6789',
    })
  })

  it('keeps an all-digit code, which the router reads as a number', async () => {
    await renderApp({ path: '/register?class=23456789', apiUrl: server.url })
    const dialog = await screen.findByRole('dialog', { name: 'Register' })
    expect((within(dialog).getByLabelText('Class code') as HTMLInputElement).value).toBe('23456789')
  })

  it('has no class code field without a code in the address', async () => {
    await renderApp({ path: '/register', apiUrl: server.url })
    const dialog = await screen.findByRole('dialog', { name: 'Register' })
    expect(within(dialog).queryByLabelText('Class code')).toBeNull()
  })
})

describe('the profile editor, Join class', () => {
  const openEditor = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Profile: Ann' }))
    return screen.findByRole('dialog', { name: 'Profile' })
  }

  it('joins with a code and shows the class read-only once the user is read again', async () => {
    const member = makeUser()
    server.answer((request) => {
      if (request.path === '/api/classes/join') return { status: 201, body: joined }
      if (request.path === '/api/users/u1') return { status: 200, body: { ...member, classes: [joined] } }
      return { status: 404, body: { message: 'Not here.' } }
    })
    const { auth } = await renderApp({ path: '/scripts', user: member, apiUrl: server.url })
    const dialog = await openEditor()
    expect(within(dialog).getByText('Not a member of a class.')).toBeTruthy()
    type(dialog, 'Class code', 'abcd 2345')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Join class' }))
    expect(await within(dialog).findByText('You joined 5B (Hill School).')).toBeTruthy()
    expect(within(dialog).getByText('Hill School (NZ), 5B')).toBeTruthy()
    // A class member's school and class are read-only: no code to join another.
    expect(within(dialog).queryByLabelText('Class code')).toBeNull()
    expect(server.seen.find((request) => request.path === '/api/classes/join')?.body).toEqual({ code: 'abcd 2345' })
    expect(auth.store.get()?.user.classes).toEqual([joined])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close my account' }))
    expect(
      await within(dialog).findByText('Need to close your account? Please ask your teacher for help.'),
    ).toBeTruthy()
  })

  it("shows the server's message when the code is refused, and checks the code's form first", async () => {
    server.answer((request) =>
      request.path === '/api/classes/join'
        ? { status: 400, body: { message: 'This class code is not valid.' } }
        : { status: 404, body: { message: 'Not here.' } },
    )
    await renderApp({ path: '/scripts', user: makeUser(), apiUrl: server.url })
    const dialog = await openEditor()
    type(dialog, 'Class code', 'ABC')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Join class' }))
    expect(await within(dialog).findByText('This class code is not valid.')).toBeTruthy()
    expect(server.seen.some((request) => request.path === '/api/classes/join')).toBe(false)

    type(dialog, 'Class code', 'WXYZ6789')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Join class' }))
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('alert')
          .map((alert) => alert.textContent),
      ).toContain('This class code is not valid.'),
    )
  })
})
