import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '#contract/users'
import { makeUser, userWith, visitors } from './support/users'
import { renderApp } from './support/render-app'
import { startTestServer, type TestServer } from './support/test-server'

const tabNames = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => link.textContent)

async function openMenu(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: 'Menu' }))
  return screen.findByRole('menu')
}

const menuItems = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent)

describe('standard layout, main', () => {
  it('a visitor on an open page sees the tabs and a Log in button instead of the menu', async () => {
    const { router } = await renderApp({ path: '/guide' })
    expect(await screen.findByRole('heading', { name: 'User Guide', level: 1 })).toBeTruthy()
    expect(tabNames()).toEqual(['Drafts', 'Scripts', 'Friends', 'Messages'])
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(router.state.location.href).toBe('/login?redirect=%2Fguide'))
  })

  it('standalone pages have no header', async () => {
    await renderApp({ path: '/contact', user: makeUser() })
    expect(await screen.findByRole('heading', { name: 'Contact Us', level: 1 })).toBeTruthy()
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull()
  })

  it('a signed-out visitor on a share link is asked to log in', async () => {
    await renderApp({ path: '/s/link-1' })
    expect(await screen.findByText('Please log in to access the shared script.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy()
  })
})

describe('menu', () => {
  it('lists SPEC menu items for a member, without the privileged ones', async () => {
    await renderApp({ path: '/scripts', user: makeUser({ id: 'u7' }) })
    const menu = await openMenu()
    expect(menuItems(menu)).toEqual([
      'My Pod Page',
      'Portfolio',
      'History',
      'Archived Drafts',
      'User Guide',
      'Membership',
      'Contact Us',
      'Home Page',
      'Install the app',
      'Log Out',
    ])
    expect(within(menu).getByRole('menuitem', { name: 'Portfolio' }).getAttribute('href')).toBe('/portfolio/u7')
    // Through the podcast site's pull, so it opens signed in there (decision 089).
    expect(within(menu).getByRole('menuitem', { name: 'My Pod Page' }).getAttribute('href')).toBe(
      `http://podcast.localhost:3000/api/users/hand-off/pull?from=main&back=${encodeURIComponent('http://podcast.localhost:3000/')}`,
    )
  })

  it('shows Script Library and Audio Library with their privileges', async () => {
    await renderApp({ path: '/scripts', user: userWith('read_free_script', 'audio_library') })
    const items = menuItems(await openMenu())
    expect(items).toContain('Script Library')
    expect(items).toContain('Audio Library')
  })

  it('hides Membership for school users', async () => {
    const school = visitors.find((visitor) => visitor.name === 'school user')?.user as User
    await renderApp({ path: '/scripts', user: school })
    expect(menuItems(await openMenu())).not.toContain('Membership')
  })

  describe('Log Out', () => {
    let server: TestServer
    beforeAll(async () => {
      server = await startTestServer()
      server.answer(() => ({ status: 204 }))
    })
    afterAll(() => server.close())

    it('signs out on the server, forgets the credentials and goes to / (then /login)', async () => {
      const { auth, router } = await renderApp({ path: '/scripts', user: makeUser(), apiUrl: server.url })
      const menu = await openMenu()
      // Log Out is the last item: highlight it from the keyboard and choose it.
      fireEvent.keyDown(menu, { key: 'End' })
      await waitFor(() =>
        expect(within(menu).getByRole('menuitem', { name: 'Log Out' }).hasAttribute('data-highlighted')).toBe(true),
      )
      fireEvent.keyDown(menu, { key: 'Enter' })
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
      expect(auth.store.get()).toBeNull()
      expect(localStorage.length).toBe(0)
      // The /scripts screen reads its lists too; of the account calls, only the sign-out was made.
      const accountCalls = server.seen.filter((request) => request.path.startsWith('/api/users/'))
      expect(accountCalls.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /api/users/signOut'])
    })
  })
})

describe('podcast variant', () => {
  it('shows the podcast tabs; My Class only for teachers', async () => {
    await renderApp({ variant: 'podcast', path: '/', user: makeUser() })
    expect(await screen.findByRole('heading', { name: 'My Podcasts', level: 1 })).toBeTruthy()
    expect(tabNames()).toEqual(['My Podcasts', 'My Favourites', 'Playlists'])
    expect(document.documentElement.classList.contains('dark')).toBe(true)
  })

  it('a teacher also sees My Class', async () => {
    const teacher = visitors.find((visitor) => visitor.name === 'teacher')?.user as User
    await renderApp({ variant: 'podcast', path: '/classes', user: teacher })
    expect(await screen.findByRole('heading', { name: 'My Class', level: 1 })).toBeTruthy()
    expect(tabNames()).toEqual(['My Podcasts', 'My Class', 'My Favourites', 'Playlists'])
  })

  it('/history shows the podcast history page to a visitor and the history to a member', async () => {
    await renderApp({ variant: 'podcast', path: '/history' })
    expect(await screen.findByRole('heading', { name: 'Podcast history', level: 1 })).toBeTruthy()
  })

  it('/history shows the member their history', async () => {
    await renderApp({ variant: 'podcast', path: '/history', user: makeUser() })
    expect(await screen.findByRole('heading', { name: 'History', level: 1 })).toBeTruthy()
  })
})

describe('dashboard variant', () => {
  it('shows Metrics, and Drafts only with the draft privilege', async () => {
    await renderApp({ variant: 'dashboard', path: '/', user: userWith('show_metrics') })
    expect(await screen.findByRole('heading', { name: 'Metrics', level: 1 })).toBeTruthy()
    expect(tabNames()).toEqual(['Metrics'])
  })

  it('with draft the Drafts tab appears', async () => {
    await renderApp({ variant: 'dashboard', path: '/metrics', user: userWith('show_metrics', 'draft') })
    await screen.findByRole('heading', { name: 'Metrics', level: 1 })
    expect(tabNames()).toEqual(['Metrics', 'Drafts'])
    expect(screen.getByRole('link', { name: 'Metrics' }).getAttribute('aria-current')).toBe('page')
  })
})
