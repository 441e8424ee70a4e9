// /freesound-poc in a real browser, on a server whose FREESOUND_API_URL points at a local stand-in
// speaking Freesound's API v2: a member with audio_library searches with a duration and licence
// filter, pages through results, plays a preview through our proxy, and imports a sound, which then
// sits in their audio library with its credit line. The shared server has no FREESOUND_TOKEN: there
// the page says Freesound is not configured and shows no form.
import { execFileSync } from 'node:child_process'
import { expect, type Page } from '@playwright/test'
import { test } from './support/test'
import type { LibraryAudio } from '#contract/audio-library'
import { freesoundMessages } from '#contract/freesound'
import type { Page as ListPage } from '#contract/pagination'
import { withoutUnset } from '../support/server-process'
import { defaultStandInSounds, startFreesoundStandIn, type FreesoundStandIn } from '../support/freesound-stand-in'
import { apiAsMember } from './support/api'
import { logIn, logInAs } from './support/login-dialog'
import { startOwnServer, type OwnServer } from './support/own-server'
import { seededUsers } from './support/users'

const member = { username: 'sound-hunter', email: 'sound-hunter@example.test', password: 'hunter-pass' }
const footsteps = 17
/** HTMLMediaElement.HAVE_METADATA: the duration is known. */
const haveMetadata = 1
let standIn: FreesoundStandIn
let server: OwnServer

test.beforeAll(async () => {
  const sounds = await defaultStandInSounds()
  const step = sounds[0]!.preview
  standIn = await startFreesoundStandIn({
    sounds: [
      ...sounds,
      ...Array.from({ length: footsteps }, (_, index) => ({
        id: 500 + index,
        name: `Footstep ${index + 1}`,
        username: 'frank',
        duration: 1,
        licenceName: 'Creative Commons 0' as const,
        tags: ['footstep'],
        preview: step,
      })),
    ],
  })
  server = await startOwnServer({ FREESOUND_TOKEN: standIn.token, FREESOUND_API_URL: standIn.apiUrl })
  // Beside the running server, `npm run admin` goes through its admin socket.
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/server/admin/cli.ts',
      'create-user',
      '--username',
      member.username,
      '--email',
      member.email,
      '--password',
      member.password,
      '--privileges',
      'audio_library',
    ],
    { env: withoutUnset({ ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: undefined }), stdio: 'inherit' },
  )
})
test.afterAll(async () => {
  await server?.close()
  await standIn?.close()
})

async function openFreesound(page: Page): Promise<void> {
  await page.goto(`${server.url}/login`)
  await logIn(page, member.username, member.password)
  await expect(page).toHaveURL(/\/scripts$/)
  await page.goto(`${server.url}/freesound-poc`)
  await expect(page.getByRole('heading', { name: 'Freesound', level: 1 })).toBeVisible()
}

test('a member searches Freesound, plays a preview and imports a sound with its credit line', async ({ page }) => {
  await openFreesound(page)
  await page.getByLabel('Search words').fill('rain')
  await page.getByLabel('Shortest (seconds)').fill('10')
  await page.getByLabel('Longest (seconds)').fill('5')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page.getByText(freesoundMessages.durationOrder)).toBeVisible()

  await page.getByLabel('Shortest (seconds)').fill('')
  await page.getByLabel('Longest (seconds)').fill('60')
  await page.getByLabel('Licence').selectOption('Attribution')
  await page.getByRole('button', { name: 'Search', exact: true }).click()

  const results = page.getByRole('list', { name: 'Sounds found' }).getByRole('listitem')
  await expect(results).toHaveCount(1)
  const rain = results.filter({ hasText: 'Rain on a tin roof' })
  await expect(rain.getByRole('heading', { name: 'Rain on a tin roof' })).toBeVisible()
  await expect(rain).toContainText('by alice · 0:02 ·')
  await expect(rain.getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute(
    'href',
    'https://creativecommons.org/licenses/by/4.0/',
  )
  await expect(rain).toContainText('Tags: rain, roof, ambience')
  const sent = standIn.apiRequests('/search/').at(-1)!
  expect(sent.query.get('query')).toBe('rain')
  expect(sent.query.get('filter')).toBe('duration:[* TO 60] license:"Attribution"')

  // The preview plays through our proxy (the audio element carries no token: the link is signed).
  const preview = rain.getByLabel('Preview of Rain on a tin roof')
  await expect(preview).toHaveAttribute('preload', 'none')
  await preview.evaluate((audio: HTMLAudioElement) => {
    audio.muted = true
    return audio.play()
  })
  await expect
    .poll(() => preview.evaluate((audio: HTMLAudioElement) => audio.readyState))
    .toBeGreaterThanOrEqual(haveMetadata)
  expect(await preview.evaluate((audio: HTMLAudioElement) => audio.duration)).toBeCloseTo(2, 0)
  expect(standIn.requests.some((request) => request.path === '/data/previews/101_hq.mp3')).toBe(true)

  await rain.getByLabel('Type').selectOption({ label: 'Ambience' })
  await rain.getByRole('button', { name: 'Import Rain on a tin roof' }).click()
  await expect(rain.getByRole('status')).toContainText('Imported into your audio library.')
  await expect(rain.getByRole('link', { name: 'Open your audio library' })).toHaveAttribute('href', '/audiolibrary')

  const library = await apiAsMember<ListPage<LibraryAudio>>(page, 'GET', '/api/audio-library')
  expect(library.status).toBe(200)
  expect(library.json.items).toHaveLength(1)
  expect(library.json.items[0]).toMatchObject({
    title: 'Rain on a tin roof',
    type: 'ambience',
    source: 'freesound',
    mime: 'audio/mpeg',
    attribution: {
      author: 'alice',
      licenceName: 'CC BY 4.0',
      attribution: '"Rain on a tin roof" by alice (freesound.org/people/alice/sounds/101/), CC BY 4.0',
    },
  })
})

test('results come a page at a time, and a search that finds nothing says so', async ({ page }) => {
  await openFreesound(page)
  await page.getByLabel('Search words').fill('footstep')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  const results = page.getByRole('list', { name: 'Sounds found' }).getByRole('listitem')
  await expect(results).toHaveCount(15)
  await expect(page.getByText(`${footsteps} sounds found`)).toBeVisible()
  await page.getByRole('button', { name: 'Load more' }).click()
  await expect(results).toHaveCount(footsteps)
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0)
  expect(standIn.apiRequests('/search/').at(-1)!.query.get('page')).toBe('2')

  await page.getByLabel('Search words').fill('spaceship')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page.getByText('No sounds match.')).toBeVisible()
  await expect(results).toHaveCount(0)
})

test('without FREESOUND_TOKEN the page says Freesound is not configured and shows no form', async ({ page }) => {
  await logInAs(page, seededUsers.librarian)
  await page.goto('/freesound-poc')
  await expect(page.getByRole('heading', { name: 'Freesound', level: 1 })).toBeVisible()
  await expect(page.getByText(freesoundMessages.notConfigured)).toBeVisible()
  await expect(page.getByLabel('Search words')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toHaveCount(0)
})
