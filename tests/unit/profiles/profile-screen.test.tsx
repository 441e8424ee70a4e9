import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../support/render-app'
import { testServerForFile } from '../support/test-server'

const server = testServerForFile()

describe('public profile', () => {
  it("says 'This user does not exist.' for an unknown handle", async () => {
    server.answer(() => ({ status: 404, body: { message: 'This user does not exist.' } }))
    await renderApp({ path: '/members/nobody', apiUrl: server.url })
    expect((await screen.findByRole('alert')).textContent).toContain('This user does not exist.')
    expect(server.seen[0]?.path).toBe('/api/members/nobody')
  })

  it('shows what the server returned: a hidden name falls back to the handle, a hidden intro has no player', async () => {
    server.answer(() => ({
      status: 200,
      body: { id: 'u9', name: null, handle: 'bo', photo: null, intro: null, portfolioLink: 'https://bo.example' },
    }))
    await renderApp({ path: '/profile/u9', apiUrl: server.url })
    expect(await screen.findByRole('heading', { name: '@bo', level: 1 })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Portfolio' }).getAttribute('href')).toBe('https://bo.example')
    expect(document.querySelector('audio')).toBeNull()
    expect(server.seen[0]?.path).toBe('/api/users/u9')
  })
})
