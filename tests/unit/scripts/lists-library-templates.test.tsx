import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { LibraryPreview } from '#contract/script-library'
import { renderApp } from '../support/render-app'
import { testServerForFile } from '../support/test-server'
import { makeUser, userWith } from '../support/users'
import { makeScript, scriptStore, scriptSummary as summary } from './support/script-store'

const server = testServerForFile()

const preview = (id: string, title: string, free: boolean): LibraryPreview => ({
  id,
  title,
  description: 'Two strangers, one umbrella.',
  roles: [
    { name: 'MAYA', description: 'in a hurry' },
    { name: 'OWEN', description: '' },
  ],
  lineCount: 20,
  estimatedSeconds: 150,
  free,
  preview: [{ role: 'MAYA', kind: 'dialogue', text: 'Is that my umbrella?' }],
})

const templateBody = `Title: The interview
Roles:
    ANNA - asks the questions

INT. OFFICE - DAY

ANNA
Please, sit down.

BEN
(nervous)
Thank you.
`

describe('/scripts', { timeout: 20_000 }, () => {
  it('lists my scripts a page at a time, the shared ones, and the templates', async () => {
    server.answer(({ path }) => {
      if (path.startsWith('/api/scripts?') && path.includes('scope=shared'))
        return { status: 200, body: { items: [], nextCursor: null } }
      if (path.startsWith('/api/scripts?') && path.includes('cursor=next'))
        return { status: 200, body: { items: [summary('s2', 'Second scene')], nextCursor: null } }
      if (path.startsWith('/api/scripts?'))
        return { status: 200, body: { items: [summary('s1', 'First scene')], nextCursor: 'next' } }
      if (path === '/api/templates')
        return {
          status: 200,
          body: [
            { id: 'interview', title: 'The interview', description: 'Two chairs.', roleCount: 2, estimatedSeconds: 60 },
          ],
        }
      return { status: 404, body: { message: 'Not found.' } }
    })
    await renderApp({ path: '/scripts', user: makeUser(), apiUrl: server.url })
    expect(await screen.findByRole('heading', { name: 'Scripts', level: 1 })).toBeTruthy()
    const mine = screen.getByRole('region', { name: 'My scripts' })
    const first = await within(mine).findByRole('link', { name: 'First scene' })
    expect(first.getAttribute('href')).toBe('/scripts/edit/s1')
    expect(within(mine).getByText('2 roles')).toBeTruthy()
    expect(within(mine).getByText('14 lines')).toBeTruthy()
    expect(within(mine).getByText('about 2 min')).toBeTruthy()
    fireEvent.click(within(mine).getByRole('button', { name: 'Load more' }))
    expect(await within(mine).findByRole('link', { name: 'Second scene' })).toBeTruthy()
    await waitFor(() => expect(within(mine).queryByRole('button', { name: 'Load more' })).toBeNull())

    expect(
      await within(screen.getByRole('region', { name: 'Shared with me' })).findByText(
        'No scripts are shared with you yet.',
      ),
    ).toBeTruthy()
    const templates = screen.getByRole('region', { name: 'Start from a template' })
    expect((await within(templates).findByRole('link', { name: 'The interview' })).getAttribute('href')).toBe(
      '/template/interview',
    )
  })
})

describe('/template', { timeout: 20_000 }, () => {
  function templateServer() {
    const store = scriptStore()
    server.answer((request) => {
      if (request.path === '/api/templates/interview')
        return {
          status: 200,
          body: { id: 'interview', title: 'The interview', description: 'Two chairs.', body: templateBody },
        }
      if (request.path.startsWith('/api/templates/')) return { status: 404, body: { message: 'Not found.' } }
      return store.answer(request)
    })
    return store
  }

  it('shows the scene; a visitor is sent to log in first', async () => {
    templateServer()
    const { router } = await renderApp({ path: '/template/interview', apiUrl: server.url })
    expect(await screen.findByRole('heading', { name: 'The interview', level: 1 })).toBeTruthy()
    expect(screen.getByText('– asks the questions')).toBeTruthy()
    expect(screen.getByText('(nervous)')).toBeTruthy()
    expect(screen.getByText('Please, sit down.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Use this template' }))
    await waitFor(() => expect(router.state.location.href).toBe('/login?redirect=%2Ftemplate%2Finterview'))
  })

  it('"Use this template" makes the member a script from it and opens it', async () => {
    const store = templateServer()
    const { router } = await renderApp({ path: '/template/interview', user: makeUser(), apiUrl: server.url })
    fireEvent.click(await screen.findByRole('button', { name: 'Use this template' }))
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/scripts\/edit\/[A-Za-z0-9_-]{16,}$/))
    const [created] = [...store.scripts.values()]
    expect(created).toMatchObject({ title: 'The interview', templateId: 'interview' })
    expect(created?.roles.map((role) => role.name)).toEqual(['ANNA', 'BEN'])
    expect(await screen.findByDisplayValue('The interview')).toBeTruthy()
  })

  it('an unknown template says so', async () => {
    templateServer()
    await renderApp({ path: '/template/nope', apiUrl: server.url })
    expect(await screen.findByText('This template does not exist.')).toBeTruthy()
  })
})

describe('script library', { timeout: 20_000 }, () => {
  function libraryServer() {
    server.answer(({ path }) => {
      if (path.startsWith('/api/library')) {
        const items = [preview('rain', 'Caught in the rain', true), preview('storm', 'The storm', false)]
        const matching = path.includes('q=rain') || path.includes('free=true') ? items.slice(0, 1) : items
        return { status: 200, body: { items: matching, nextCursor: null } }
      }
      if (path === '/api/scripts/rain')
        return {
          status: 200,
          body: makeScript({
            id: 'rain',
            title: 'Caught in the rain',
            owner: null,
            inLibrary: true,
            free: true,
            canEdit: false,
          }),
        }
      return { status: 404, body: { message: 'Not found.' } }
    })
  }

  it('shows previews to visitors, searches as they type, and says who can read free scripts', async () => {
    libraryServer()
    await renderApp({ path: '/scriptlibrary', apiUrl: server.url })
    expect(await screen.findByRole('heading', { name: 'Script Library', level: 1 })).toBeTruthy()
    expect(await screen.findByRole('heading', { name: 'The storm' })).toBeTruthy()
    expect(
      screen.getByText('Scripts marked Free can be read in full by members with script library access.'),
    ).toBeTruthy()
    const card = screen.getByRole('article', { name: 'Caught in the rain' })
    expect(within(card).getByText('Free')).toBeTruthy()
    expect(within(card).getByText('Is that my umbrella?')).toBeTruthy()
    expect(within(card).queryByRole('link', { name: 'Read in full' })).toBeNull()

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'ra' } })
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'rain' } })
    fireEvent.change(screen.getByLabelText('Number of roles'), { target: { value: '2' } })
    fireEvent.change(screen.getByLabelText('Length'), { target: { value: 'medium' } })
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'The storm' })).toBeNull())
    const asked = server.seen.map((request) => request.path).filter((path) => path.includes('q='))
    expect(asked).toEqual(['/api/library?limit=12&q=rain&roles=2&length=medium'])
  })

  it('members with read_free_script open free scripts in full and can record from them', async () => {
    libraryServer()
    const { router } = await renderApp({
      path: '/scriptlibrary',
      user: userWith('read_free_script'),
      apiUrl: server.url,
    })
    const card = await screen.findByRole('article', { name: 'Caught in the rain' })
    expect(within(card).getByRole('link', { name: 'Read in full' }).getAttribute('href')).toBe(
      '/free_scripts2?script=rain',
    )
    expect(
      within(screen.getByRole('article', { name: 'The storm' })).queryByRole('link', { name: 'Read in full' }),
    ).toBeNull()

    await router.navigate({ href: '/free_scripts2?script=rain' })
    expect(await screen.findByRole('heading', { name: 'Caught in the rain', level: 1 })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Record' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/script/rain'))
  })

  it('/free_scripts2 lists only free scripts', async () => {
    libraryServer()
    await renderApp({ path: '/free_scripts2', user: userWith('read_free_script'), apiUrl: server.url })
    expect(await screen.findByRole('heading', { name: 'Script Library', level: 1 })).toBeTruthy()
    const card = await screen.findByRole('article', { name: 'Caught in the rain' })
    expect(within(card).getByRole('link', { name: 'Read in full' }).getAttribute('href')).toBe(
      '/free_scripts2?script=rain',
    )
    expect(server.seen.map((request) => request.path)).toContain('/api/library?limit=12&free=true')
  })
})
