import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { newLocalDraft } from '#app/drafts/local-draft'
import { noRolesMessage } from '#app/drafts/make-script-panel'
import { startTestServer, type TestServer } from '../support/test-server'
import { createDraftApi, makeServerDraft, type DraftApi } from './support/draft-api'
import { renderWithDevice } from './support/render-drafts'
import { draftsOn } from '#app/drafts/drafts-store'

let server: TestServer
let api: DraftApi
let stop: () => Promise<void> = async () => {}

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())
beforeEach(() => {
  api = createDraftApi()
  server.answer(api.answer)
  server.seen.length = 0
})
afterEach(() => stop())

async function render(path: string, prepare?: Parameters<typeof renderWithDevice>[0]['prepare']) {
  const rendered = await renderWithDevice({ path, apiUrl: server.url, prepare })
  stop = rendered.stop
  return rendered
}

describe('/write', () => {
  it('lists server drafts and the ones only this device has, marked as such', async () => {
    api.drafts.set(
      'server-draft-000001',
      makeServerDraft({ id: 'server-draft-000001', title: 'On the server', body: 'Saved words.' }),
    )
    await render('/write', async (device) => {
      const drafts = draftsOn(device)
      await drafts.put(newLocalDraft('device-draft-000001', 'u1', { title: 'Only here', body: 'Bus words.' }))
      await drafts.put(newLocalDraft('other-member-00001', 'u2', { title: 'Not mine', body: '' }))
    })
    expect(await screen.findByRole('heading', { name: 'Drafts', level: 1 })).toBeTruthy()
    const list = await screen.findByRole('list', { name: 'Drafts' })
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2))
    const [first, second] = within(list).getAllByRole('listitem')
    expect(within(first!).getByRole('link', { name: 'Only here' }).getAttribute('href')).toBe(
      '/write/device-draft-000001',
    )
    expect(within(first!).getByText('Saved on this device')).toBeTruthy()
    expect(within(second!).getByRole('link', { name: 'On the server' })).toBeTruthy()
    expect(within(second!).queryByText('Saved on this device')).toBeNull()
    expect(screen.queryByText('Not mine')).toBeNull()
  })

  it('shows an empty state, and New draft opens a new draft at once', async () => {
    const { router, offline } = await render('/write')
    expect(await screen.findByText(/No drafts yet/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'New draft' }))
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/write\/[A-Za-z0-9_-]{22}$/))
    const newId = router.state.location.pathname.slice('/write/'.length)
    expect(await screen.findByLabelText('Title')).toBeTruthy()
    expect(await draftsOn(offline).get(newId)).toMatchObject({ ownerId: 'u1', title: '', body: '' })
    await waitFor(() => expect(api.drafts.has(newId)).toBe(true))
  })
})

describe('after a reload without network', () => {
  it('the drafts list read before still shows, from the persisted query cache', async () => {
    api.drafts.set(
      'server-draft-000002',
      makeServerDraft({ id: 'server-draft-000002', title: 'Read before', body: 'Saved words.' }),
    )
    const first = await render('/write')
    expect(await screen.findByRole('link', { name: 'Read before' })).toBeTruthy()
    await first.stop()

    const again = await renderWithDevice({
      path: '/write',
      apiUrl: 'http://127.0.0.1:9',
      databaseName: first.databaseName,
    })
    stop = again.stop
    expect(await screen.findByRole('link', { name: 'Read before' })).toBeTruthy()
  })
})

describe('make a script', () => {
  const id = 'draft-for-script-01'

  it('explains the formats when no roles are found', async () => {
    await render(`/write/${id}`, (device) =>
      draftsOn(device).put(newLocalDraft(id, 'u1', { title: 'Notes', body: 'Just some ideas.' })),
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Make a script' }))
    expect(screen.getByText(noRolesMessage)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Create script' })).toBeNull()
  })

  it('previews roles and lines, then creates the script from the draft', async () => {
    const created: unknown[] = []
    server.answer((request) => {
      if (request.method === 'POST' && request.path === '/api/scripts') {
        created.push(request.body)
        const body = request.body as Record<string, unknown>
        return {
          status: 201,
          body: {
            ...body,
            owner: null,
            inLibrary: false,
            free: false,
            version: 1,
            createdAt: 'x',
            updatedAt: 'x',
            canEdit: true,
          },
        }
      }
      return api.answer(request)
    })
    const { router } = await render(`/write/${id}`, (device) =>
      draftsOn(device).put(
        newLocalDraft(id, 'u1', {
          title: 'Night watch',
          body: 'ANNA: Who goes there?\nBEN: A friend.\nANNA: Then come closer.',
        }),
      ),
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Make a script' }))
    const preview = screen.getByRole('region', { name: 'Script preview' })
    expect(within(preview).getByText('2 roles, 3 lines')).toBeTruthy()
    expect(within(preview).getByText('ANNA: 2 lines')).toBeTruthy()
    fireEvent.click(within(preview).getByRole('button', { name: 'Create script' }))
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/scripts\/edit\//))
    expect(created[0]).toMatchObject({
      title: 'Night watch',
      sourceDraftId: id,
      roles: [{ name: 'ANNA' }, { name: 'BEN' }],
    })
    expect(api.drafts.get(id)?.body).toContain('Then come closer.')
  })
})

describe('/archive', () => {
  it('restores, and deletes for good after a confirmation', async () => {
    const archived = { archivedAt: '2025-01-02T00:00:00.000Z' }
    api.drafts.set(
      'archived-draft-0001',
      makeServerDraft({ id: 'archived-draft-0001', title: 'Old idea', ...archived }),
    )
    api.drafts.set(
      'archived-draft-0002',
      makeServerDraft({ id: 'archived-draft-0002', title: 'Older idea', ...archived }),
    )
    await render('/archive')
    expect(await screen.findByRole('heading', { name: 'Archived Drafts', level: 1 })).toBeTruthy()
    const row = (title: string) => screen.getByText(title).closest('li') as HTMLElement

    fireEvent.click(within(await waitFor(() => row('Old idea'))).getByRole('button', { name: 'Restore' }))
    await waitFor(() => expect(screen.queryByText('Old idea')).toBeNull())
    expect(api.drafts.get('archived-draft-0001')?.archivedAt).toBeNull()

    fireEvent.click(within(row('Older idea')).getByRole('button', { name: 'Delete for good' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this draft for good?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }))
    await waitFor(() => expect(api.drafts.has('archived-draft-0002')).toBe(false))
    expect(await screen.findByText(/No archived drafts/)).toBeTruthy()
  })
})
