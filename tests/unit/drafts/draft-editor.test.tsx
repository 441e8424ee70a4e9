import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { conflictNotice } from '#app/drafts/conflict-panel'
import { newLocalDraft } from '#app/drafts/local-draft'
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

const id = 'draft-editor-test-001'

async function open(prepare?: Parameters<typeof renderWithDevice>[0]['prepare']) {
  const rendered = await renderWithDevice({ path: `/write/${id}`, apiUrl: server.url, prepare })
  stop = rendered.stop
  return rendered
}

describe('draft editor', () => {
  it('saves as you type: word count, spoken length and status follow the text', async () => {
    api.drafts.set(id, makeServerDraft({ id, title: 'Radio advert', body: '' }))
    await open()
    const body = await screen.findByLabelText('Draft')
    expect(screen.getByLabelText('Title')).toHaveProperty('value', 'Radio advert')
    expect(screen.getByText(/^0 words/)).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('Saved')

    fireEvent.change(body, { target: { value: 'ANNA: Fresh bread every morning, baked in the village.' } })
    expect(screen.getByText('9 words · about 4 s spoken')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('Saving…')
    await waitFor(() => expect(api.drafts.get(id)?.body).toBe('ANNA: Fresh bread every morning, baked in the village.'))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved'))
    expect(server.seen.find((request) => request.method === 'PUT')?.body).toMatchObject({ baseVersion: 1 })

    fireEvent.change(body, { target: { value: 'word '.repeat(150) } })
    expect(screen.getByText('150 words · about 1 min spoken')).toBeTruthy()
  })

  it('says "Saved on this device" while the server cannot be reached', async () => {
    stop = (
      await renderWithDevice({
        path: `/write/${id}`,
        apiUrl: 'http://127.0.0.1:9',
        prepare: (offline) => draftsOn(offline).put(newLocalDraft(id, 'u1', { title: 'Offline', body: '' })),
      })
    ).stop
    fireEvent.change(await screen.findByLabelText('Draft'), { target: { value: 'Written on the bus.' } })
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved on this device'), { timeout: 3000 })
  })

  it('keeps text typed just before the page unloaded, and says Saving… until the device has it', async () => {
    api.drafts.set(id, makeServerDraft({ id, title: 'Night shift', body: '' }))
    const first = await open()
    const body = await screen.findByLabelText('Draft')
    fireEvent.change(body, { target: { value: 'GUARD: Halt, who goes there?' } })
    expect(screen.getByRole('status').textContent).toBe('Saving…')
    // The page unloads before the debounced write: only the synchronous copy is sure to land.
    window.dispatchEvent(new Event('pagehide'))
    expect(localStorage.getItem(`voice-acting.draft-rescue.${id}`)).toContain('Halt, who goes there?')
    await first.stop()

    // Reopened with a device copy that missed the text (as after an interrupted write).
    localStorage.setItem(
      `voice-acting.draft-rescue.${id}`,
      JSON.stringify({ title: 'Night shift', body: 'GUARD: Halt, who goes there?' }),
    )
    await open((offline) => draftsOn(offline).put(newLocalDraft(id, 'u1', { title: 'Night shift', body: '' })))
    expect(await screen.findByDisplayValue('GUARD: Halt, who goes there?')).toBeTruthy()
    await waitFor(() => expect(api.drafts.get(id)?.body).toBe('GUARD: Halt, who goes there?'))
    expect(localStorage.getItem(`voice-acting.draft-rescue.${id}`)).toBeNull()
  })

  it('shows a draft that is neither here nor on the server as missing', async () => {
    await open()
    expect(await screen.findByText('This draft does not exist.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to Drafts' }).getAttribute('href')).toBe('/write')
  })
})

describe('conflict', () => {
  const theirs = makeServerDraft({ id, title: 'Scene', body: 'BOB: Their ending.', version: 4 })

  async function openConflict() {
    api.drafts.set(id, theirs)
    return open(async (device) => {
      const drafts = draftsOn(device)
      await drafts.put({
        ...newLocalDraft(id, 'u1', { title: 'Scene', body: 'ANNA: My ending.' }),
        baseVersion: 3,
        conflict: { current: theirs },
      })
    })
  }

  it('shows both texts side by side', async () => {
    await openConflict()
    expect(await screen.findByText(conflictNotice)).toBeTruthy()
    expect(within(screen.getByRole('region', { name: 'Your version' })).getByText('ANNA: My ending.')).toBeTruthy()
    expect(
      within(screen.getByRole('region', { name: 'The other version' })).getByText('BOB: Their ending.'),
    ).toBeTruthy()
  })

  it('Keep mine saves my text over the other version', async () => {
    const { offline } = await openConflict()
    fireEvent.click(await screen.findByRole('button', { name: 'Keep mine' }))
    await waitFor(() => expect(api.drafts.get(id)).toMatchObject({ body: 'ANNA: My ending.', version: 5 }))
    expect(server.seen.find((request) => request.method === 'PUT')?.body).toMatchObject({ baseVersion: 4 })
    expect(((await screen.findByLabelText('Draft')) as HTMLTextAreaElement).value).toBe('ANNA: My ending.')
    await waitFor(async () => expect(await draftsOn(offline).get(id)).toMatchObject({ dirty: false, conflict: null }))
  })

  it('Keep the other takes their text and sends nothing', async () => {
    const { offline } = await openConflict()
    fireEvent.click(await screen.findByRole('button', { name: 'Keep the other' }))
    expect(((await screen.findByLabelText('Draft')) as HTMLTextAreaElement).value).toBe('BOB: Their ending.')
    expect(await draftsOn(offline).get(id)).toMatchObject({
      body: 'BOB: Their ending.',
      baseVersion: 4,
      dirty: false,
      conflict: null,
    })
    expect(screen.getByRole('status').textContent).toBe('Saved')
    expect(server.seen.filter((request) => request.method !== 'GET')).toEqual([])
  })

  it('Keep both makes my text a new draft "(copy)" and keeps theirs here', async () => {
    const { offline } = await openConflict()
    fireEvent.click(await screen.findByRole('button', { name: 'Keep both' }))
    expect(((await screen.findByLabelText('Draft')) as HTMLTextAreaElement).value).toBe('BOB: Their ending.')
    const copies = (await draftsOn(offline).listFor('u1')).filter((draft) => draft.id !== id)
    expect(copies).toMatchObject([{ title: 'Scene (copy)', body: 'ANNA: My ending.' }])
    await waitFor(() =>
      expect(api.drafts.get(copies[0]!.id)).toMatchObject({ title: 'Scene (copy)', body: 'ANNA: My ending.' }),
    )
    expect(screen.getByRole('link', { name: 'Open the copy' }).getAttribute('href')).toBe(`/write/${copies[0]!.id}`)
  })
})
