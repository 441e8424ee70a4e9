// Events in the built app: an event made with the real admin command (handed to the running
// server) is read in the visitor's time zone, a member registers and sees the seats drop, and the
// Add to calendar file is the event's.
import { execFileSync } from 'node:child_process'
import { expect } from '@playwright/test'
import { test } from './support/test'
import { withoutUnset } from '../support/server-process'
import { registerNewMember } from './support/login-dialog'
import { e2eServer } from './support/server-settings'

test.use({ timezoneId: 'America/New_York', locale: 'en-US' })

function createEvent(title: string, startsAt: string, endsAt: string, capacity: number): string {
  const printed = execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/server/admin/cli.ts',
      'create-event',
      '--title',
      title,
      '--starts',
      startsAt,
      '--ends',
      endsAt,
      '--capacity',
      String(capacity),
      '--place',
      'Hill School hall',
    ],
    {
      env: withoutUnset({ ...process.env, DATA_DIR: e2eServer.dataDir, DATABASE_URL: undefined }),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const id = /\(id (\S+)\)/.exec(printed)?.[1]
  if (!id) throw new Error(`create-event printed no id: ${printed}`)
  return id
}

test('a member registers for an event shown in their time zone and downloads its calendar file', async ({ page }) => {
  const year = new Date().getUTCFullYear() + 1
  const id = createEvent('Radio drama open day', `${year}-03-10T18:00Z`, `${year}-03-10T20:00Z`, 3)

  await page.goto(`/event/${id}`)
  await expect(page.getByRole('heading', { name: 'Radio drama open day', level: 1 })).toBeVisible()
  // 18:00 UTC is 1:00 PM in New York in March (EST before the switch on the second Sunday).
  await expect(page.getByText(/1:00\s?PM – 3:00\s?PM \(Eastern (Standard|Daylight) Time\)/)).toBeVisible()
  await expect(page.getByText('3 seats left')).toBeVisible()

  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Add to calendar' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('radio-drama-open-day.ics')
  const ics = (await (await file.createReadStream()).toArray()).join('')
  expect(ics).toContain('SUMMARY:Radio drama open day')
  expect(ics).toContain(`DTSTART:${year}0310T180000Z`)

  await registerNewMember(page)
  await page.goto(`/event/${id}/register`)
  await page.getByRole('button', { name: 'Register' }).click()
  // The header's own status region (new notifications) is a status too.
  await expect(page.getByRole('status').filter({ hasText: 'You are registered for this event.' })).toHaveText(
    'You are registered for this event.',
  )
  await expect(page.getByText('2 seats left')).toBeVisible()

  await page.goto('/events')
  const card = page.getByRole('listitem').filter({ hasText: 'Radio drama open day' })
  await expect(card.getByText('Registered')).toBeVisible()
  await expect(card.getByText('2 seats left')).toBeVisible()
})
