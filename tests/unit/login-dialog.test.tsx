import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makeUser } from './support/users'
import { renderApp } from './support/render-app'
import { testServerForFile, sessionOnly } from './support/test-server'

const server = testServerForFile()

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe('login dialog, Register view', () => {
  it('shows both validation messages and sends nothing while invalid', async () => {
    await renderApp({ path: '/register', apiUrl: server.url })
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('at least 6 characters')).toBeTruthy()
    expect(within(dialog).getByText(/By clicking on Agree and Join, you agree to our/)).toBeTruthy()
    expect(within(dialog).getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/about#terms')

    type('Email', 'not-an-email')
    type('Password', '12345')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agree and Join' }))
    expect(await screen.findByText('Email address is not valid.')).toBeTruthy()
    expect(screen.getByText('Your password needs to contain at least 6 characters.')).toBeTruthy()
    expect(server.seen).toHaveLength(0)
  })

  it("shows the server's message in an alert", async () => {
    server.answer(() => ({ status: 409, body: { message: 'This email address is already registered.' } }))
    await renderApp({ path: '/register', apiUrl: server.url })
    await screen.findByRole('dialog')
    type('Email', ' ann@example.com ')
    type('Password', ' secret1 ')
    fireEvent.click(screen.getByRole('button', { name: 'Agree and Join' }))
    expect((await screen.findByRole('alert')).textContent).toContain('This email address is already registered.')
    expect(server.seen[0]).toMatchObject({
      path: '/api/users/create',
      body: { username: 'ann@example.com', password: 'secret1' },
    })
  })

  it('after registering, the member lands on /scripts with the four tabs', async () => {
    const user = makeUser()
    server.answer(sessionOnly({ user, token: 'new-token' }))
    const { auth } = await renderApp({ path: '/register', apiUrl: server.url })
    await screen.findByRole('dialog')
    type('Email', 'ann@example.com')
    type('Password', 'secret1')
    fireEvent.click(screen.getByRole('button', { name: 'Agree and Join' }))
    expect(await screen.findByRole('heading', { name: 'Scripts', level: 1 })).toBeTruthy()
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Drafts', 'Scripts', 'Friends', 'Messages'])
    expect(within(nav).getByRole('link', { name: 'Scripts' }).getAttribute('aria-current')).toBe('page')
    expect(auth.store.get()?.token).toBe('new-token')
  })
})

describe('login dialog, Login view', () => {
  it('has the fields, the password toggle and the actions of SPEC §2', async () => {
    await renderApp({ path: '/login' })
    const dialog = await screen.findByRole('dialog')
    const password = within(dialog).getByLabelText('Password')
    expect(within(dialog).getByLabelText('User ID or Email')).toBeTruthy()
    expect(password.getAttribute('type')).toBe('password')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show password' }))
    expect(password.getAttribute('type')).toBe('text')
    expect(within(dialog).getByRole('button', { name: 'Hide password' })).toBeTruthy()
    for (const name of ['Forgot Password', 'Log in', 'New Member'])
      expect(within(dialog).getByRole('button', { name })).toBeTruthy()
    expect(within(dialog).getByRole('link', { name: 'School Member' })).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: 'Log in with Microsoft' })).toBeNull()
  })

  it('trims the user ID and password, then goes to the redirect target', async () => {
    server.answer(() => ({ status: 200, body: { user: makeUser(), token: 't' } }))
    await renderApp({ path: '/login?redirect=%2Ffriends', apiUrl: server.url })
    await screen.findByRole('dialog')
    type('User ID or Email', '  ann ')
    type('Password', ' secret1  ')
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByRole('heading', { name: 'Friends', level: 1 })).toBeTruthy()
    // The Login view also asks whether Microsoft sign-in is on.
    expect(server.seen.find((r) => r.path === '/api/users/authenticate')?.body).toEqual({
      username: 'ann',
      password: 'secret1',
    })
  })

  it("shows the server's message when the password is wrong", async () => {
    server.answer(() => ({ status: 401, body: { message: 'The user ID or password is not correct.' } }))
    await renderApp({ path: '/login', apiUrl: server.url })
    await screen.findByRole('dialog')
    type('User ID or Email', 'ann')
    type('Password', 'wrong-password')
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect((await screen.findByRole('alert')).textContent).toContain('The user ID or password is not correct.')
  })

  it('New Member goes to /register and Forgot Password shows the Reset password view', async () => {
    const { router } = await renderApp({ path: '/login' })
    fireEvent.click(await screen.findByRole('button', { name: 'New Member' }))
    await screen.findByRole('button', { name: 'Agree and Join' })
    expect(router.state.location.pathname).toBe('/register')
    fireEvent.click(screen.getByRole('link', { name: 'Log in' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot Password' }))
    expect(await screen.findByRole('heading', { name: 'Reset password' })).toBeTruthy()
  })
})

describe('dashboard', () => {
  it('shows the login dialog in place, and after login the metrics', async () => {
    server.answer(() => ({ status: 200, body: { user: makeUser({ privileges: ['show_metrics'] }), token: 't' } }))
    await renderApp({ variant: 'dashboard', path: '/', apiUrl: server.url })
    await screen.findByRole('dialog')
    type('User ID or Email', 'boss')
    type('Password', 'secret1')
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByRole('heading', { name: 'Metrics', level: 1 })).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('tells a signed-in user without show_metrics that this account cannot see metrics, which membership gives them, and where it is', async () => {
    await renderApp({ variant: 'dashboard', path: '/', user: makeUser() })
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain(
      'This account cannot see metrics: they come with the Metrics membership, which it does not have.',
    )
    const membership = within(dialog).getByRole('link', { name: 'Membership' })
    expect(new URL(membership.getAttribute('href') ?? '').pathname).toBe('/membership')
  })
})
