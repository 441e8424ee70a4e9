import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Script } from '#contract/scripts'
import { renderApp } from '../support/render-app'
import { startTestServer, testServerForFile } from '../support/test-server'
import { makeUser } from '../support/users'
import { makeScript, scriptStore } from './support/script-store'

const server = testServerForFile()

// The editor is a lazy chunk: load its modules once up front, so the first test's wait for the
// screen is not spent transforming them on a busy machine.
beforeAll(() => import('#app/scripts/editor/screens'), 30_000)

const member = makeUser()
const id = 'hamlet-aaaaaaaaaaaaaaa'
const bernardo = { id: 'role-bernardo-aaaaaaa', name: 'BERNARDO', description: 'An officer' }
const francisco = { id: 'role-francisco-aaaaaa', name: 'FRANCISCO', description: 'A soldier' }
const hamlet = makeScript({
  id,
  roles: [bernardo, francisco],
  lines: [
    { id: 'line-1-aaaaaaaaaaaaaa', roleId: null, kind: 'action', text: 'Elsinore. A platform before the castle.' },
    { id: 'line-2-aaaaaaaaaaaaaa', roleId: bernardo.id, kind: 'dialogue', text: "Who's there?" },
    { id: 'line-3-aaaaaaaaaaaaaa', roleId: bernardo.id, kind: 'direction', text: 'peering into the dark' },
    { id: 'line-4-aaaaaaaaaaaaaa', roleId: francisco.id, kind: 'dialogue', text: 'Nay, answer me.' },
  ],
})

const lineTexts = () => (screen.queryAllByLabelText('Line text') as HTMLTextAreaElement[]).map((line) => line.value)
const speakers = () =>
  (screen.queryAllByLabelText('Speaker') as HTMLSelectElement[]).map((select) => select.selectedOptions[0]?.textContent)

async function open(script: Script) {
  const store = scriptStore([script])
  server.answer(store.answer)
  const app = await renderApp({ path: `/scripts/edit/${script.id}`, user: member, apiUrl: server.url })
  return { ...app, store }
}

describe('an existing script', { timeout: 20_000 }, () => {
  it('removing a role asks where its lines go and keeps them', async () => {
    await open(hamlet)
    await screen.findByRole('heading', { name: 'Edit script', level: 1 })
    fireEvent.click(screen.getByRole('button', { name: 'Remove BERNARDO' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove BERNARDO?' })
    expect(within(dialog).getByText(/BERNARDO has 2 lines/)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove BERNARDO' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect((screen.getAllByLabelText('Role name') as HTMLInputElement[]).map((input) => input.value)).toEqual([
      'FRANCISCO',
    ])
    expect(lineTexts()).toEqual([
      'Elsinore. A platform before the castle.',
      "Who's there?",
      'peering into the dark',
      'Nay, answer me.',
    ])
    expect(speakers()).toEqual(['Action', 'Action', 'Direction', 'FRANCISCO'])
  })

  it('a role’s lines can go to another role instead', async () => {
    await open(hamlet)
    await screen.findByRole('heading', { name: 'Edit script', level: 1 })
    fireEvent.click(screen.getByRole('button', { name: 'Remove BERNARDO' }))
    const dialog = await screen.findByRole('alertdialog')
    fireEvent.change(within(dialog).getByLabelText('Give the lines to'), { target: { value: francisco.id } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove BERNARDO' }))
    await waitFor(() => expect(speakers()).toEqual(['Action', 'FRANCISCO', 'Direction (FRANCISCO)', 'FRANCISCO']))
  })

  it('saves with the version it started from; a conflict offers both versions', async () => {
    const { store } = await open(hamlet)
    await screen.findByRole('heading', { name: 'Edit script', level: 1 })
    // Another device saves first.
    store.scripts.set(id, { ...hamlet, title: 'Changed elsewhere', version: 2 })
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Mine' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save script' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'This script was changed on another device.' })
    expect(server.seen.find((request) => request.method === 'PUT')?.body).toMatchObject({
      baseVersion: 1,
      title: 'Mine',
    })

    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep mine' }))
    await waitFor(() => expect(store.scripts.get(id)).toMatchObject({ title: 'Mine', version: 3 }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(screen.getByText('All changes saved')).toBeTruthy()
  })

  it('"Use the other version" replaces the edits with the other device’s', async () => {
    const { store } = await open(hamlet)
    await screen.findByRole('heading', { name: 'Edit script', level: 1 })
    store.scripts.set(id, { ...hamlet, title: 'Changed elsewhere', version: 2 })
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Mine' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save script' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Use the other version' }))
    await waitFor(() => expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Changed elsewhere'))
    expect(store.scripts.get(id)?.version).toBe(2)
  })

  it('a save that cannot reach the server keeps the edits and says so', async () => {
    const lost = await startTestServer()
    lost.answer(scriptStore([hamlet]).answer)
    await renderApp({ path: `/scripts/edit/${id}`, user: member, apiUrl: lost.url })
    await screen.findByRole('heading', { name: 'Edit script', level: 1 })
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Edited on the train' } })
    await lost.close()
    fireEvent.click(screen.getByRole('button', { name: 'Save script' }))
    expect(
      await screen.findByText(
        'Could not reach the server. Your changes are still here; save again when you are online.',
      ),
    ).toBeTruthy()
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Edited on the train')
    expect(screen.getByText('Unsaved changes')).toBeTruthy()
  })

  it('is deleted only after confirming, then the list shows', async () => {
    const { store, router } = await open(hamlet)
    await screen.findByRole('heading', { name: 'Edit script', level: 1 })
    fireEvent.click(screen.getByRole('button', { name: 'Delete script' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this script?' })
    expect(store.scripts.has(id)).toBe(true)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/scripts'))
    expect(store.scripts.has(id)).toBe(false)
    expect(await screen.findByRole('heading', { name: 'Scripts', level: 1 })).toBeTruthy()
  })

  it('asks before leaving with unsaved changes', async () => {
    const { router } = await open(hamlet)
    await screen.findByRole('heading', { name: 'Edit script', level: 1 })
    fireEvent.change(screen.getAllByLabelText('Role description')[0] as HTMLElement, { target: { value: 'Nervous' } })
    void router.navigate({ to: '/scripts' })
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay and keep editing' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(router.state.location.pathname).toBe(`/scripts/edit/${id}`)

    void router.navigate({ to: '/scripts' })
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave without saving' }),
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/scripts'))
  })

  it('a script the member may not change opens read-only, laid out as a script', async () => {
    await open({ ...hamlet, canEdit: false, owner: { id: 'u9', name: 'Horatio', handle: 'horatio' } })
    expect(await screen.findByRole('heading', { name: 'On the battlements', level: 1 })).toBeTruthy()
    expect(screen.getByText('By Horatio')).toBeTruthy()
    expect(screen.queryByLabelText('Title')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Save script' })).toBeNull()
    expect(screen.getByText('– An officer')).toBeTruthy()
    expect(screen.getByText('(peering into the dark)')).toBeTruthy()
    expect(screen.getByText('Elsinore. A platform before the castle.')).toBeTruthy()
    const table = screen.getByRole('table', { name: 'Lines and speaking time per role' })
    expect(within(table).getByRole('row', { name: /BERNARDO 1/ })).toBeTruthy()
  })

  it('a script that is not there, or not the member’s to see, says so', async () => {
    server.answer(scriptStore().answer)
    await renderApp({ path: '/scripts/edit/nope-aaaaaaaaaaaaaaaa', user: member, apiUrl: server.url })
    expect(await screen.findByText('This script does not exist.')).toBeTruthy()
  })
})
