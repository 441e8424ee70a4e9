import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../support/render-app'
import { testServerForFile } from '../support/test-server'
import { makeUser } from '../support/users'
import { scriptStore } from './support/script-store'

const server = testServerForFile()

const member = makeUser()

const roleNames = () => screen.queryAllByLabelText('Role name') as HTMLInputElement[]
const lineTexts = () => screen.queryAllByLabelText('Line text') as HTMLTextAreaElement[]
const speakers = () =>
  (screen.queryAllByLabelText('Speaker') as HTMLSelectElement[]).map((select) => select.selectedOptions[0]?.textContent)
const type = (element: Element, value: string) => fireEvent.change(element, { target: { value } })

function statsRows(): string[][] {
  const table = screen.getByRole('table', { name: 'Lines and speaking time per role' })
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    )
}

async function openNewScript() {
  const app = await renderApp({ path: '/scripts/create', user: member, apiUrl: server.url })
  await screen.findByRole('heading', { name: 'New script', level: 1 })
  return app
}

async function addRole(name: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Add role' }))
  const input = roleNames().at(-1) as HTMLInputElement
  await waitFor(() => expect(document.activeElement).toBe(input))
  type(input, name)
}

// Chakra in jsdom is slow on a busy machine; these tests do many steps each.
describe('script editor', { timeout: 30_000 }, () => {
  it('builds a scene from the keyboard: roles, alternating speakers, moving lines, live stats', async () => {
    const store = scriptStore()
    server.answer(store.answer)
    const { router } = await openNewScript()
    type(screen.getByLabelText('Title'), 'On the battlements')
    await addRole('BERNARDO')
    await addRole('FRANCISCO')

    fireEvent.click(screen.getByRole('button', { name: 'Add line' }))
    await waitFor(() => expect(document.activeElement).toBe(lineTexts()[0]))
    type(lineTexts()[0] as HTMLElement, "Who's there?")
    fireEvent.keyDown(lineTexts()[0] as HTMLElement, { key: 'Enter', ctrlKey: true })
    await waitFor(() => expect(document.activeElement).toBe(lineTexts()[1]))
    type(lineTexts()[1] as HTMLElement, 'Nay, answer me: stand, and unfold yourself.')
    fireEvent.keyDown(lineTexts()[1] as HTMLElement, { key: 'Enter', metaKey: true })
    await waitFor(() => expect(document.activeElement).toBe(lineTexts()[2]))
    type(lineTexts()[2] as HTMLElement, 'Long live the king!')
    expect(speakers()).toEqual(['BERNARDO', 'FRANCISCO', 'BERNARDO'])

    expect(statsRows()).toEqual([
      ['BERNARDO', '2', '2 s'],
      ['FRANCISCO', '1', '3 s'],
      ['All roles', '3', '5 s'],
    ])

    // Alt+ArrowUp moves the line being written, and it keeps the focus.
    const third = lineTexts()[2] as HTMLTextAreaElement
    fireEvent.keyDown(third, { key: 'ArrowUp', altKey: true })
    await waitFor(() =>
      expect(lineTexts().map((line) => line.value)).toEqual([
        "Who's there?",
        'Long live the king!',
        'Nay, answer me: stand, and unfold yourself.',
      ]),
    )
    await waitFor(() => expect(document.activeElement).toBe(lineTexts()[1]))
    fireEvent.keyDown(lineTexts()[1] as HTMLElement, { key: 'ArrowDown', altKey: true })
    await waitFor(() => expect(lineTexts()[2]?.value).toBe('Long live the king!'))

    // Renaming a role renames it everywhere it is shown.
    type(roleNames()[1] as HTMLElement, 'Francisco')
    expect(speakers()).toEqual(['BERNARDO', 'Francisco', 'BERNARDO'])
    fireEvent.click(screen.getByRole('button', { name: 'Move Francisco up' }))
    expect(roleNames().map((input) => input.value)).toEqual(['Francisco', 'BERNARDO'])
    expect(statsRows().map((row) => row[0])).toEqual(['Francisco', 'BERNARDO', 'All roles'])

    fireEvent.click(screen.getByRole('button', { name: 'Save script' }))
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/scripts\/edit\/[A-Za-z0-9_-]{16,}$/))
    const [created] = [...store.scripts.values()]
    expect(created?.title).toBe('On the battlements')
    expect(created?.roles.map((role) => role.name)).toEqual(['Francisco', 'BERNARDO'])
    expect(created?.lines.map((line) => line.text)).toEqual([
      "Who's there?",
      'Nay, answer me: stand, and unfold yourself.',
      'Long live the king!',
    ])
    expect(await screen.findByRole('heading', { name: 'Edit script', level: 1 })).toBeTruthy()
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('On the battlements')
  })

  it('shows what is missing next to the form and sends nothing', async () => {
    server.answer(scriptStore().answer)
    await openNewScript()
    await addRole('HORATIO')
    fireEvent.click(screen.getByRole('button', { name: 'Add line' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save script' }))
    // The summary beside the form; the Title field announces its own message too.
    const alerts = await screen.findAllByRole('alert')
    const alert = alerts.find((candidate) => candidate.textContent?.includes('Line 1:'))
    if (!alert)
      throw new Error(
        `No alert lists the missing line: ${alerts.map((candidate) => candidate.textContent).join(' | ')}`,
      )
    expect(within(alert).getByText('Please give the script a title.')).toBeTruthy()
    expect(within(alert).getByText('Line 1: A line cannot be empty.')).toBeTruthy()
    expect(screen.getAllByText('Please give the script a title.')).toHaveLength(2)
    expect(server.seen.filter((request) => request.method !== 'GET')).toEqual([])
  })
})
