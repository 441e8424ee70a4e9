// Publishing a recorded session as a podcast episode: a member records two lines with the fake
// microphone on the main site and finishes the session, then on podcast.localhost makes a channel
// and publishes the session ("From a session": the mixdown rendered and encoded to MP3 in the page,
// the transcript timed from its schedule). A visitor, signed out, plays the episode and sees each
// line of the transcript lit in turn.
import { expect } from '@playwright/test'
import { test } from './support/test'
import { waitForServiceWorker } from './support/api'
import { registerNewMember } from './support/login-dialog'
import { podcastURL } from './support/podcast'
import { createScript, markFinished, openSession } from './support/sessions'
import { recordCurrentLine, studioLine } from './support/studio'

const lines: Array<[string, string]> = [
  ['MAYA', 'Is anyone there?'],
  ['LEO', 'Only the wind.'],
]

test('a finished session becomes an episode that a visitor plays with its transcript lit line by line', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const title = `Harbour at night ${Date.now() % 100000}`
  const channelTitle = `Harbour Stories ${Date.now() % 100000}`

  // Record both lines on the main site and finish the session.
  await registerNewMember(page)
  const script = await createScript(page, title, lines)
  const sessionId = await openSession(page, script.id)
  await page.goto(`/session/${sessionId}`)
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  await waitForServiceWorker(page)
  await recordCurrentLine(page)
  await expect(studioLine(page, lines[1]![1])).toHaveAttribute('aria-current', 'true')
  await recordCurrentLine(page)
  for (const [, text] of lines) await expect(studioLine(page, text)).toContainText('Uploaded', { timeout: 30_000 })
  await markFinished(page)

  // On the podcast site, signed in by the main site's sign-in (decision 089): a new channel.
  await page.goto(`${podcastURL}/login`)
  await expect(page).toHaveURL(`${podcastURL}/`)
  await expect(page.getByRole('heading', { name: 'My channels' })).toBeVisible()
  await expect(page.getByText('You have no channels yet.')).toBeVisible()
  await page.getByRole('link', { name: 'New channel' }).click()
  await expect(page.getByRole('heading', { name: 'New channel', level: 1 })).toBeVisible()
  await page.getByLabel('Title').fill(channelTitle)
  await page.getByLabel('Description').fill('Scenes by the sea.')
  await page.getByLabel('Category').selectOption('Fiction')
  await page.getByRole('button', { name: 'Create channel' }).click()
  await expect(page.getByRole('heading', { name: channelTitle, level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'RSS feed' })).toHaveAttribute(
    'href',
    /\/api\/channels\/[^/]+\/feed\.xml$/,
  )
  await expect(page.getByLabel('Feed address')).toHaveValue(new RegExp(`^${podcastURL}/api/channels/[^/]+/feed\\.xml$`))

  // Publish the session.
  await page.getByRole('link', { name: 'Publish an episode' }).click()
  await expect(page.getByRole('heading', { name: 'Publish an episode', level: 1 })).toBeVisible()
  await page.getByLabel(new RegExp(`^${title}`)).check()
  const episodeLines = page.getByRole('list', { name: 'Lines of the episode' })
  await expect(episodeLines.getByRole('listitem')).toHaveText(lines.map(([role, text]) => `${role}: ${text}`))
  await expect(page.getByLabel('Title')).toHaveValue(title)
  await page.getByLabel('Description').fill('Two voices and the wind.')
  await page.getByRole('button', { name: 'Publish episode' }).click()
  await expect(page).toHaveURL(new RegExp(`^${podcastURL}/podcast-ep/[A-Za-z0-9_-]+$`), { timeout: 60_000 })
  const episodeUrl = page.url()

  // The channel lists it.
  await page.goto(`${podcastURL}/`)
  const mine = page.getByRole('list', { name: 'My channels' }).getByRole('listitem', { name: channelTitle })
  await expect(mine.getByRole('link', { name: title })).toBeVisible()

  // A visitor plays it, and the transcript lights each line in turn.
  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  await visitor.goto(episodeUrl)
  await expect(visitor.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  const transcript = visitor.getByRole('region', { name: 'Transcript' })
  const first = transcript.getByRole('button', { name: 'MAYA: Is anyone there?' })
  const second = transcript.getByRole('button', { name: 'LEO: Only the wind.' })
  await expect(first).toBeVisible()
  await expect(second).toBeVisible()
  await expect(first).not.toHaveAttribute('aria-current', 'true')
  await visitor.getByRole('region', { name: 'Player' }).getByRole('button', { name: 'Play', exact: true }).click()
  await expect(first).toHaveAttribute('aria-current', 'true')
  await expect(second).toHaveAttribute('aria-current', 'true')
  await expect(first).not.toHaveAttribute('aria-current', 'true')
  await visitorContext.close()
})
