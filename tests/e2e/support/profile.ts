import { expect, type Page } from '@playwright/test'

/** Gives the signed-in member a public name and a handle through the profile API, as the editor would. */
export async function nameMember(page: Page, name: string, handle: string): Promise<void> {
  const status = await page.evaluate(
    async ({ name, handle }) => {
      const stored = JSON.parse(localStorage.getItem('voice-acting.credentials') ?? 'null') as { token: string }
      const form = new FormData()
      form.set('name', name)
      form.set('handle', handle)
      form.set('nameVisibility', 'public')
      const response = await fetch('/api/users/profile', {
        method: 'POST',
        headers: { Authorization: `Bearer ${stored.token}` },
        body: form,
      })
      return response.status
    },
    { name, handle },
  )
  expect(status).toBe(200)
}
