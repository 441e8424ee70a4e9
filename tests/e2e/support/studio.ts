// The studio as a member drives it: the lines as list items, the Record button, the takes' states.
import { expect, type Page } from '@playwright/test'
import { countRecordingChunks, waitForCapturedChunk } from './recording'

export const studioLine = (page: Page, text: string) =>
  page.getByRole('list', { name: 'Lines' }).getByRole('listitem').filter({ hasText: text })

/** Records the current line with the Record button (or the space bar) until audio was captured, then stops. */
export async function recordCurrentLine(page: Page, using: 'button' | 'space bar' = 'button'): Promise<void> {
  const before = await countRecordingChunks(page)
  const record = page.getByRole('button', { name: /^Record( again)?$/ })
  await expect(record).toBeEnabled()
  if (using === 'button') await record.click()
  else await page.keyboard.press(' ')
  await expect(page.getByRole('meter', { name: 'Input level' })).toBeVisible()
  await waitForCapturedChunk(page, before)
  if (using === 'button') await page.getByRole('button', { name: 'Stop', exact: true }).click()
  else await page.keyboard.press(' ')
  await expect(page.getByRole('meter', { name: 'Input level' })).toBeHidden()
}
