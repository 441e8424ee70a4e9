// The audio library's three screens against a stand-in API: what a member sees and what is sent.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTexts } from '#app/audio-library/create-texts'
import { editTexts } from '#app/audio-library/edit-texts'
import { audioLibraryLimits, audioLibraryMessages, type LibraryAudio } from '#contract/audio-library'
import { renderApp } from '../support/render-app'
import { testServerForFile } from '../support/test-server'
import { userWith } from '../support/users'

const server = testServerForFile()
const member = userWith('audio_library')

const audio = (overrides: Partial<LibraryAudio> = {}): LibraryAudio => ({
  id: 'a1',
  type: 'music_bed',
  title: 'Harbour at dawn',
  mime: 'audio/mpeg',
  size: 812 * 1024,
  durationMs: 65_000,
  trimStartMs: 0,
  trimEndMs: null,
  source: 'upload',
  attribution: null,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
  ...overrides,
})

const rain = audio({
  id: 'a2',
  type: 'ambience',
  title: 'Rain on a tin roof',
  durationMs: 3_723_000,
  size: 3 * 1024 * 1024,
  source: 'freesound',
  attribution: {
    freesoundId: 123,
    url: 'https://freesound.org/s/123/',
    author: 'alice',
    licenceName: 'Attribution',
    licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
    attribution: '"Rain on a tin roof" by alice (freesound.org/s/123/), CC BY 4.0',
  },
})

function answerLibrary(items: LibraryAudio[]) {
  server.answer((request) => {
    if (request.path === '/api/audio-library/usage')
      return { status: 200, body: { usedBytes: 4 * 1024 * 1024, maxBytes: audioLibraryLimits.memberMaxBytes } }
    if (request.path.startsWith('/api/audio-library?')) {
      const query = new URLSearchParams(request.path.split('?')[1])
      const type = query.get('type')
      const q = query.get('q')?.toLowerCase()
      const found = items.filter(
        (item) => (!type || item.type === type) && (!q || item.title.toLowerCase().includes(q)),
      )
      return { status: 200, body: { items: found, nextCursor: null } }
    }
    const one = items.find((item) => request.path === `/api/audio-library/${item.id}`)
    if (one && request.method === 'GET') return { status: 200, body: one }
    if (one && request.method === 'PATCH') return { status: 200, body: { ...one, ...(request.body as object) } }
    if (one && request.method === 'DELETE') return { status: 204 }
    return { status: 404, body: { message: audioLibraryMessages.unknownAudio } }
  })
}

const listQueries = () =>
  server.seen
    .filter((request) => request.path.startsWith('/api/audio-library?'))
    .map((request) => Object.fromEntries(new URLSearchParams(request.path.split('?')[1])))

describe('/audiolibrary', () => {
  it('lists my audio with type, length, size and credit, and the room used', async () => {
    answerLibrary([audio(), rain])
    await renderApp({ path: '/audiolibrary', user: member, apiUrl: server.url })
    expect(await screen.findByRole('heading', { name: 'Audio Library', level: 1 })).toBeTruthy()
    const harbour = await screen.findByRole('listitem', { name: 'Harbour at dawn' })
    expect(within(harbour).getByText('Music bed · 1:05 · 812 KB')).toBeTruthy()
    const rainItem = screen.getByRole('listitem', { name: 'Rain on a tin roof' })
    expect(within(rainItem).getByText('Ambience · 1:02:03 · 3.0 MB')).toBeTruthy()
    expect(
      within(rainItem).getByText('Credit: "Rain on a tin roof" by alice (freesound.org/s/123/), CC BY 4.0'),
    ).toBeTruthy()
    expect(await screen.findByText('Using 4.0 MB of 2.0 GB.')).toBeTruthy()
    expect(within(harbour).getByRole('link', { name: 'Edit Harbour at dawn' }).getAttribute('href')).toBe(
      '/audiolibrary/edit/a1',
    )
  })

  it('filters by type and searches, asking the server each time', async () => {
    answerLibrary([audio(), rain])
    await renderApp({ path: '/audiolibrary', user: member, apiUrl: server.url })
    await screen.findByRole('listitem', { name: 'Harbour at dawn' })
    fireEvent.click(screen.getByRole('button', { name: 'Ambience' }))
    expect(await screen.findByRole('listitem', { name: 'Rain on a tin roof' })).toBeTruthy()
    expect(screen.queryByRole('listitem', { name: 'Harbour at dawn' })).toBeNull()
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'snow' } })
    expect(await screen.findByText('No audio matches your search.')).toBeTruthy()
    expect(listQueries()).toContainEqual({ limit: '20', type: 'ambience', q: 'snow' })
    expect(screen.getByRole('link', { name: 'Add audio' }).getAttribute('href')).toBe('/audiolibrary/create/ambience')
  })

  it('says when the library is empty', async () => {
    answerLibrary([])
    await renderApp({ path: '/audiolibrary', user: member, apiUrl: server.url })
    expect(await screen.findByText('No audio yet.')).toBeTruthy()
  })
})

describe('/audiolibrary/edit/{audioId}', () => {
  it('checks the trim as the server does, then saves title, type and trim', async () => {
    answerLibrary([audio()])
    await renderApp({ path: '/audiolibrary/edit/a1', user: member, apiUrl: server.url })
    const title = await screen.findByLabelText(editTexts.title)
    fireEvent.change(title, { target: { value: '  Harbour, short ' } })
    fireEvent.change(screen.getByLabelText(editTexts.trimStart), { target: { value: '10' } })
    fireEvent.change(screen.getByLabelText(editTexts.trimEnd), { target: { value: '5' } })
    expect(screen.getByText(audioLibraryMessages.trimOrder)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: editTexts.save }))
    fireEvent.change(screen.getByLabelText(editTexts.trimEnd), { target: { value: '70' } })
    expect(screen.getByText(audioLibraryMessages.trimBeyondEnd)).toBeTruthy()
    fireEvent.change(screen.getByLabelText(editTexts.trimEnd), { target: { value: '42.5' } })
    fireEvent.change(screen.getByLabelText(editTexts.type), { target: { value: 'ambience' } })
    fireEvent.click(screen.getByRole('button', { name: editTexts.save }))
    expect(await screen.findByText(editTexts.saved)).toBeTruthy()
    const patches = server.seen.filter((request) => request.method === 'PATCH').map((request) => request.body)
    expect(patches).toEqual([{ title: 'Harbour, short', type: 'ambience', trimStartMs: 10_000, trimEndMs: 42_500 }])
  })

  it('deletes after asking, and goes back to the library', async () => {
    answerLibrary([audio()])
    const { router } = await renderApp({ path: '/audiolibrary/edit/a1', user: member, apiUrl: server.url })
    fireEvent.click(await screen.findByRole('button', { name: editTexts.delete }))
    const dialog = await screen.findByRole('alertdialog', { name: editTexts.deleteTitle })
    expect(within(dialog).getByText(editTexts.deleteText('Harbour at dawn'))).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: editTexts.delete }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/audiolibrary'))
    expect(server.seen.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
      '/api/audio-library/a1',
    ])
  })

  it('says when the audio does not exist', async () => {
    answerLibrary([])
    await renderApp({ path: '/audiolibrary/edit/nope', user: member, apiUrl: server.url })
    expect(await screen.findByText('This audio does not exist.')).toBeTruthy()
  })
})

describe('/audiolibrary/create/{type}', () => {
  it('offers the types when the address names none', async () => {
    answerLibrary([])
    await renderApp({ path: '/audiolibrary/create/jingles', user: member, apiUrl: server.url })
    expect(await screen.findByText(createTexts.unknownType)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Sound effect' }).getAttribute('href')).toBe(
      '/audiolibrary/create/sound_effect',
    )
  })

  it('asks for a title and a file, and refuses a file that is not audio before sending anything', async () => {
    answerLibrary([])
    await renderApp({ path: '/audiolibrary/create/sound_effect', user: member, apiUrl: server.url })
    expect(((await screen.findByLabelText(createTexts.type)) as HTMLSelectElement).value).toBe('sound_effect')
    fireEvent.click(screen.getByRole('button', { name: createTexts.upload }))
    expect(screen.getByText(audioLibraryMessages.titleRequired)).toBeTruthy()
    expect(screen.getByText(createTexts.chooseFile)).toBeTruthy()
    const notAudio = new File(['<html>hello</html>'], 'door_slam.mp3', { type: 'audio/mpeg' })
    fireEvent.change(screen.getByLabelText(createTexts.file), { target: { files: [notAudio] } })
    expect((screen.getByLabelText(createTexts.title) as HTMLInputElement).value).toBe('door slam')
    fireEvent.click(screen.getByRole('button', { name: createTexts.upload }))
    expect(await screen.findByText(audioLibraryMessages.notAudio)).toBeTruthy()
    expect(server.seen.filter((request) => request.path.startsWith('/api/uploads'))).toEqual([])
  })
})
