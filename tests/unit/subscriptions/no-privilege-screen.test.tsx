// A signed-in member on a page their memberships do not open is told which membership opens it,
// with the way to get one, and is never shown a login form.
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../support/render-app'
import { makeUser } from '../support/users'

describe('a page a member’s memberships do not open', () => {
  it.each([
    ['/audiolibrary', 'Audio Library'],
    ['/free_scripts2', 'Script Library'],
  ])('%s names the %s membership and links to the memberships', async (path, membership) => {
    await renderApp({ path, user: makeUser() })
    expect(await screen.findByRole('heading', { name: 'A membership opens this page', level: 1 })).toBeTruthy()
    expect(
      screen.getByText(`This page comes with the ${membership} membership, which your account does not have.`),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See the memberships' }).getAttribute('href')).toBe('/membership')
    expect(screen.getByRole('link', { name: 'redeem a voucher code' }).getAttribute('href')).toBe('/subscription')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByLabelText('Password')).toBeNull()
  })
})
