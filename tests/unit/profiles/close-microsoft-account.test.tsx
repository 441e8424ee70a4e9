// A Microsoft account has no password here: it closes with its user ID typed (decision 041).
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../support/render-app'
import { testServerForFile } from '../support/test-server'
import { makeUser } from '../support/users'

const server = testServerForFile()

describe('Close my account, for a Microsoft account', () => {
  it('asks for the user ID instead of a password and sends it', async () => {
    const member = makeUser({ accountType: 'microsoft', username: 'ann.ms' })
    server.answer((request) =>
      request.path === '/api/users/delete'
        ? { status: 204, body: null }
        : { status: 404, body: { message: 'Not here.' } },
    )
    await renderApp({ path: '/scripts', user: member, apiUrl: server.url })
    fireEvent.click(await screen.findByRole('button', { name: 'Profile: Ann' }))
    const profile = await screen.findByRole('dialog', { name: 'Profile' })
    fireEvent.click(await within(profile).findByRole('button', { name: 'Close my account' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Close my account' })
    expect(within(confirm).queryByLabelText('Password')).toBeNull()
    expect(within(confirm).getByText(/type your user ID, ann\.ms, to confirm/)).toBeTruthy()
    fireEvent.change(within(confirm).getByLabelText('User ID'), { target: { value: 'ann.ms' } })
    fireEvent.click(within(confirm).getByRole('button', { name: 'Close my account' }))
    await waitFor(() =>
      expect(server.seen.find((request) => request.path === '/api/users/delete')?.body).toEqual({ username: 'ann.ms' }),
    )
  })
})
