// The episode page on podcast.localhost with a real two-minute MP3: a visitor plays, skips, changes
// speed and pauses, and after a reload it resumes where they stopped (this device's history, which
// /history lists); a member's position reaches the server, and a favourite shows on /favourites.
import { expect, type Page } from '@playwright/test'
import { test } from './support/test'
import type { Page as ListPage } from '#contract/pagination'
import type { HistoryEntry } from '#contract/listening'
import { logInOnPodcast, podcastURL, registerPodcastMember, seedPublishedEpisode } from './support/podcast'
import { e2eServer } from './support/server-settings'

const audioTime = (page: Page) => page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime)
const audioRate = (page: Page) => page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.playbackRate)

/** Plays, waits for the time to move, skips 30 s, plays at 1.5× and pauses; answers where it stopped (s). */
async function playSkipAndPause(page: Page): Promise<number> {
  const player = page.getByRole('region', { name: 'Player' })
  await player.getByRole('button', { name: 'Play', exact: true }).click()
  await expect.poll(() => audioTime(page)).toBeGreaterThan(0.5)
  await expect(player.getByTestId('player-time')).not.toHaveText(/^0:00 /)
  await player.getByRole('button', { name: 'Forward 30 seconds' }).click()
  await expect.poll(() => audioTime(page)).toBeGreaterThan(30)
  await player.getByLabel('Speed').selectOption('1.5')
  expect(await audioRate(page)).toBe(1.5)
  await player.getByRole('button', { name: 'Pause' }).click()
  await expect(player.getByRole('button', { name: 'Play', exact: true })).toBeVisible()
  return audioTime(page)
}

test('a visitor plays an episode, and it resumes on this device after a reload and shows in its history', async ({
  page,
  request,
}) => {
  const { episode } = await seedPublishedEpisode(request, { title: 'A tone for visitors', seconds: 120 })
  await page.goto(`${podcastURL}/podcast-ep/${episode.linkId}`)
  await expect(page.getByRole('heading', { name: 'A tone for visitors', level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Log in to keep favourites' })).toBeVisible()

  const stoppedAt = await playSkipAndPause(page)
  expect(stoppedAt).toBeGreaterThan(30)

  await page.reload()
  await expect(page.getByRole('heading', { name: 'A tone for visitors', level: 1 })).toBeVisible()
  await expect.poll(() => audioTime(page)).toBeGreaterThan(stoppedAt - 1.5)
  expect(await audioTime(page)).toBeLessThan(stoppedAt + 1.5)

  await page.goto(`${podcastURL}/history`)
  const entry = page
    .getByRole('list', { name: 'Played episodes' })
    .getByRole('listitem', { name: 'A tone for visitors' })
  await expect(entry.getByText(/^Stopped at 0:3\d of 2:00$/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Log in to keep your history on every device.' })).toBeVisible()
})

test('a member’s position reaches the server, and a favourite shows on My Favourites', async ({ page, request }) => {
  const { episode } = await seedPublishedEpisode(request, { title: 'A tone for members', seconds: 120 })
  const listener = await registerPodcastMember(request)
  await logInOnPodcast(page, listener)

  await page.goto(`${podcastURL}/podcast-ep/${episode.linkId}`)
  await expect(page.getByRole('heading', { name: 'A tone for members', level: 1 })).toBeVisible()
  const stoppedAt = await playSkipAndPause(page)

  const history = async () => {
    const response = await request.get(`${e2eServer.baseURL}/api/listens/`, {
      headers: { Authorization: `Bearer ${listener.token}` },
    })
    return ((await response.json()) as ListPage<HistoryEntry>).items
  }
  await expect.poll(async () => (await history())[0]?.positionMs ?? 0).toBeGreaterThan((stoppedAt - 1.5) * 1000)
  expect((await history())[0]?.episode.linkId).toBe(episode.linkId)

  await page.getByRole('button', { name: 'Favourite', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Remove from favourites' })).toBeVisible()

  await page.goto(`${podcastURL}/favourites`)
  const favourite = page
    .getByRole('list', { name: 'Favourite episodes' })
    .getByRole('listitem', { name: 'A tone for members' })
  await expect(favourite.getByRole('link', { name: 'A tone for members' })).toBeVisible()
})

test('leaving the episode page while it plays keeps where it stood (in-app navigation, no pause)', async ({
  page,
  request,
}) => {
  const { channel, episode } = await seedPublishedEpisode(request, { title: 'A tone left playing', seconds: 120 })
  await page.goto(`${podcastURL}/podcast-ep/${episode.linkId}`)
  const player = page.getByRole('region', { name: 'Player' })
  await player.getByRole('button', { name: 'Play', exact: true }).click()
  await expect.poll(() => audioTime(page)).toBeGreaterThan(2)
  // Well before the next ~10 s save: only leaving the page keeps this position.
  await page.getByRole('link', { name: channel.title }).first().click()
  await expect(page).toHaveURL(new RegExp(`/channel/${channel.id}$`))
  // The write to this device's history lands before the page is loaded anew.
  const kept = () =>
    page.evaluate(
      (episodeId) =>
        new Promise<number>((resolve) => {
          const open = indexedDB.open('voice-acting-podcast-history')
          open.onsuccess = () => {
            const db = open.result
            if (!db.objectStoreNames.contains('listens')) return resolve(0)
            const get = db.transaction('listens').objectStore('listens').get(episodeId)
            get.onsuccess = () => resolve((get.result as { positionMs?: number } | undefined)?.positionMs ?? 0)
            get.onerror = () => resolve(0)
          }
          open.onerror = () => resolve(0)
        }),
      episode.id,
    )
  await expect.poll(kept).toBeGreaterThan(2000)

  await page.goto(`${podcastURL}/history`)
  const entry = page
    .getByRole('list', { name: 'Played episodes' })
    .getByRole('listitem', { name: 'A tone left playing' })
  await expect(entry.getByText(/^Stopped at 0:0[2-9] of 2:00$/)).toBeVisible()
})
