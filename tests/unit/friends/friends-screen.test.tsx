// The /friends screen against a small HTTP server answering as the API would: what each list
// shows and offers, the debounced search, confirmations, and what offline turns off.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { FriendshipEntry, SearchResult } from '#contract/friends'
import type { PublicUser } from '#contract/users'
import { actionsNeedConnectionText } from '#app/friends/friends-screen'
import { searchLabel } from '#app/friends/member-search'
import { renderApp } from '../support/render-app'
import { testServerForFile, type Reply, type SeenRequest } from '../support/test-server'
import { makeUser } from '../support/users'

const server = testServerForFile()

const member = (id: string, name: string | null, handle: string | null = null): PublicUser => ({
  id,
  name,
  handle,
  photo: null,
  intro: null,
})
const entry = (user: PublicUser, state: FriendshipEntry['state']): FriendshipEntry => ({
  user,
  state,
  since: '2026-05-01T10:00:00.000Z',
})

const bea = member('u-bea', 'Bea Friend', 'bea')
const cal = member('u-cal', 'Cal Asking')
const dee = member('u-dee', null, 'dee')
const eve = member('u-eve', 'Eve Blocked')

function api(overrides: (request: SeenRequest) => Reply | undefined = () => undefined) {
  server.answer((request) => {
    const special = overrides(request)
    if (special) return special
    if (request.path.startsWith('/api/friendships/search')) return { status: 200, body: { items: [] } }
    if (request.path.startsWith('/api/friendships/')) {
      if (request.method !== 'GET') return { status: 204 }
      return {
        status: 200,
        body: { entries: [entry(bea, 'friends'), entry(cal, 'incoming'), entry(dee, 'requested')], nextCursor: null },
      }
    }
    if (request.path.startsWith('/api/blocks/'))
      return request.method === 'GET' ? { status: 200, body: { items: [eve] } } : { status: 204 }
    if (request.path.startsWith('/api/users/u-bea/scripts'))
      return { status: 200, body: { items: [], nextCursor: null } }
    return { status: 404, body: { message: 'Not here.' } }
  })
}

const open = () => renderApp({ path: '/friends', user: makeUser(), apiUrl: server.url })
const section = (name: string) => screen.findByRole('region', { name })
const row = async (sectionName: string, memberName: string) =>
  within(await section(sectionName)).getByRole('listitem', { name: memberName })

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

afterEach(() => setOnline(true))

describe('/friends', () => {
  it('shows requests for me, friends, requests I sent and blocked members, each with its actions', async () => {
    api()
    await open()
    expect(await screen.findByRole('heading', { name: 'Friends', level: 1 })).toBeTruthy()

    const asking = await row('Friend requests', 'Cal Asking')
    for (const name of ['Accept', 'Decline', 'Block']) expect(within(asking).getByRole('button', { name })).toBeTruthy()

    const friend = await row('Your friends', 'Bea Friend')
    expect(within(friend).getByText('@bea')).toBeTruthy()
    expect(within(friend).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/members/bea')
    expect(within(friend).getByRole('link', { name: 'Message' }).getAttribute('href')).toBe('/notifications?with=u-bea')
    for (const name of ['Show scripts', 'Remove friend', 'Block'])
      expect(within(friend).getByRole('button', { name })).toBeTruthy()

    const sent = await row('Requests you sent', '@dee')
    expect(within(sent).getByRole('button', { name: 'Cancel request' })).toBeTruthy()
    expect(within(sent).getByText('D')).toBeTruthy()

    const blocked = await row('Blocked members', 'Eve Blocked')
    expect(within(blocked).getByRole('button', { name: 'Unblock' })).toBeTruthy()
  })

  it('says when there are no friends yet, and hides empty request lists', async () => {
    api((request) => {
      if (request.path.startsWith('/api/friendships/') && request.method === 'GET')
        return { status: 200, body: { entries: [], nextCursor: null } }
      if (request.path.startsWith('/api/blocks/')) return { status: 200, body: { items: [] } }
      return undefined
    })
    await open()
    expect(await screen.findByText('No friends yet.')).toBeTruthy()
    expect(await screen.findByText('You have not blocked anyone.')).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Friend requests' })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Requests you sent' })).toBeNull()
  })

  it('shows the server’s message when the list fails, with Try again', async () => {
    api((request) =>
      request.path === '/api/friendships/'
        ? { status: 500, body: { message: 'The friends list is resting.' } }
        : undefined,
    )
    await open()
    expect(await screen.findByText('The friends list is resting.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('pages the list with Load more', async () => {
    api((request) => {
      if (request.path === '/api/friendships/')
        return { status: 200, body: { entries: [entry(bea, 'friends')], nextCursor: 'page-2' } }
      if (request.path === '/api/friendships/?cursor=page-2')
        return { status: 200, body: { entries: [entry(cal, 'incoming')], nextCursor: null } }
      return undefined
    })
    await open()
    await row('Your friends', 'Bea Friend')
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await row('Friend requests', 'Cal Asking')
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull())
  })

  it('searches once typing pauses, from 2 characters, and offers the next step for each member found', async () => {
    const found: SearchResult[] = [
      { user: member('u-new', 'Ann New'), state: null },
      { user: bea, state: 'friends' },
      { user: dee, state: 'requested' },
      { user: cal, state: 'incoming' },
    ]
    api((request) =>
      request.path.startsWith('/api/friendships/search') ? { status: 200, body: { items: found } } : undefined,
    )
    await open()
    const search = await screen.findByLabelText(searchLabel)
    fireEvent.change(search, { target: { value: 'a' } })
    fireEvent.change(search, { target: { value: 'an' } })
    fireEvent.change(search, { target: { value: 'ann' } })
    const results = await screen.findByRole('list', { name: 'Members found' })
    const searches = server.seen.filter((request) => request.path.startsWith('/api/friendships/search'))
    expect(searches.map((request) => request.path)).toEqual(['/api/friendships/search?q=ann'])

    expect(
      within(within(results).getByRole('listitem', { name: 'Ann New' })).getByRole('button', { name: 'Add friend' }),
    ).toBeTruthy()
    expect(within(within(results).getByRole('listitem', { name: 'Bea Friend' })).getByText('Friends')).toBeTruthy()
    expect(
      within(within(results).getByRole('listitem', { name: '@dee' })).getByRole('button', { name: 'Cancel request' }),
    ).toBeTruthy()
    expect(
      within(within(results).getByRole('listitem', { name: 'Cal Asking' })).getByRole('button', { name: 'Accept' }),
    ).toBeTruthy()

    fireEvent.click(
      within(within(results).getByRole('listitem', { name: 'Ann New' })).getByRole('button', { name: 'Add friend' }),
    )
    await waitFor(() =>
      expect(server.seen.find((request) => request.method === 'POST')).toMatchObject({
        path: '/api/friendships/',
        body: { userId: 'u-new' },
      }),
    )
    // The search and the lists are read again after the action.
    await waitFor(() =>
      expect(
        server.seen.filter((request) => request.path.startsWith('/api/friendships/search')).length,
      ).toBeGreaterThan(1),
    )

    fireEvent.change(search, { target: { value: 'a' } })
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Members found' })).toBeNull())
  })

  it('asks before removing a friend, and removes only when confirmed', async () => {
    api()
    await open()
    fireEvent.click(within(await row('Your friends', 'Bea Friend')).getByRole('button', { name: 'Remove friend' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Bea Friend from your friends?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(server.seen.some((request) => request.method === 'DELETE')).toBe(false)

    fireEvent.click(within(await row('Your friends', 'Bea Friend')).getByRole('button', { name: 'Block' }))
    const blocking = await screen.findByRole('alertdialog', { name: 'Block Bea Friend?' })
    fireEvent.click(within(blocking).getByRole('button', { name: 'Block' }))
    await waitFor(() =>
      expect(server.seen.find((request) => request.method === 'POST')).toMatchObject({
        path: '/api/blocks/',
        body: { userId: 'u-bea' },
      }),
    )
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  })

  it('shows a failed action’s message on its row', async () => {
    api((request) =>
      request.method === 'POST' && request.path.endsWith('/accept')
        ? { status: 404, body: { message: 'There is no friend request from this member.' } }
        : undefined,
    )
    await open()
    const asking = await row('Friend requests', 'Cal Asking')
    fireEvent.click(within(asking).getByRole('button', { name: 'Accept' }))
    expect(await within(asking).findByText('There is no friend request from this member.')).toBeTruthy()
  })

  it('opens a friend’s shared scripts in place', async () => {
    api()
    await open()
    const friend = await row('Your friends', 'Bea Friend')
    fireEvent.click(within(friend).getByRole('button', { name: 'Show scripts' }))
    expect(await within(friend).findByText('Bea Friend shares no scripts yet.')).toBeTruthy()
    expect(within(friend).getByRole('button', { name: 'Hide scripts' }).getAttribute('aria-expanded')).toBe('true')
  })

  it('offline: keeps the list, says actions need a connection and turns the buttons off', async () => {
    api()
    await open()
    await row('Your friends', 'Bea Friend')
    setOnline(false)
    expect(await screen.findByText(actionsNeedConnectionText)).toBeTruthy()
    const friend = await row('Your friends', 'Bea Friend')
    expect((within(friend).getByRole('button', { name: 'Remove friend' }) as HTMLButtonElement).disabled).toBe(true)
    expect(
      (within(await row('Friend requests', 'Cal Asking')).getByRole('button', { name: 'Accept' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true)
    setOnline(true)
    await waitFor(() => expect(screen.queryByText(actionsNeedConnectionText)).toBeNull())
    expect((within(friend).getByRole('button', { name: 'Remove friend' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('offline, a search waits for the network and says so', async () => {
    api()
    await open()
    await row('Your friends', 'Bea Friend')
    setOnline(false)
    fireEvent.change(await screen.findByLabelText(searchLabel), { target: { value: 'bea' } })
    expect(await screen.findByText(/You are offline\. Searching needs a connection/)).toBeTruthy()
    expect(server.seen.some((request) => request.path.startsWith('/api/friendships/search'))).toBe(false)
    setOnline(true)
    await waitFor(() =>
      expect(server.seen.some((request) => request.path === '/api/friendships/search?q=bea')).toBe(true),
    )
  })
})
