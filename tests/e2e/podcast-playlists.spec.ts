// Playlists and offline listening on podcast.localhost, with two real short MP3 episodes: a member
// favourites the first, makes a playlist of the two and plays it through (the second starts by
// itself), downloads it, and offline reloads it, plays the first from the download and moves its
// position, which reaches the server when the network returns. A rename made offline survives an
// offline reload and is sent once.
import { expect, type Page } from '@playwright/test'
import { test } from './support/test'
import type { HistoryEntry } from '#contract/listening'
import type { Page as ListPage } from '#contract/pagination'
import type { PlaylistView } from '#contract/playlists'
import { apiAsMember, waitForServiceWorker } from './support/api'
import { logInOnPodcast, podcastURL, registerPodcastMember, seedChannel, seedEpisode } from './support/podcast'
import { goBackOnline } from './support/network'

const audio = (page: Page) => page.locator('audio')
const audioTime = (page: Page) => audio(page).evaluate((element: HTMLAudioElement) => element.currentTime)
const audioSrc = (page: Page) => audio(page).evaluate((element: HTMLAudioElement) => element.currentSrc)
const waitingPlaylistEdits = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('voice-acting')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const keys = open.result.transaction('sync-queue').objectStore('sync-queue').getAllKeys()
          keys.onsuccess = () => resolve(keys.result.filter((key) => String(key).startsWith('playlist:')).length)
          keys.onerror = () => reject(keys.error)
        }
      }),
  )

test('a playlist of two plays through, downloads, plays offline and its offline changes reach the server once', async ({
  page,
  context,
  request,
  browserName,
}) => {
  test.setTimeout(120_000)
  const owner = await registerPodcastMember(request, 'podcaster')
  const channel = await seedChannel(request, owner.token, { title: 'Tones of the day' })
  const first = await seedEpisode(request, owner.token, channel.id, { title: 'First tone', seconds: 3, frequency: 440 })
  const second = await seedEpisode(request, owner.token, channel.id, {
    title: 'Second tone',
    seconds: 4,
    frequency: 660,
  })
  const listener = await registerPodcastMember(request)

  await logInOnPodcast(page, listener)
  await waitForServiceWorker(page)

  // Favourite the first and start a playlist with it; add the second to it.
  await page.goto(`${podcastURL}/podcast-ep/${first.linkId}`)
  await expect(page.getByRole('heading', { name: 'First tone', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Favourite', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Remove from favourites' })).toBeVisible()
  await page.getByRole('button', { name: 'Add to playlist' }).click()
  await page.getByRole('menuitem', { name: 'New playlist…' }).click()
  await page.getByLabel('Playlist name').fill('Road trip')
  await page.getByRole('button', { name: 'Create and add' }).click()
  await expect(page.getByText('Episode added to “Road trip”.')).toBeVisible()

  await page.goto(`${podcastURL}/podcast-ep/${second.linkId}`)
  await expect(page.getByRole('heading', { name: 'Second tone', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Add to playlist' }).click()
  await page.getByRole('menuitem', { name: 'Road trip' }).click()
  await expect(page.getByText('Episode added to “Road trip”.')).toBeVisible()

  await page.goto(`${podcastURL}/playlists`)
  await page.getByRole('link', { name: 'Road trip' }).click()
  await expect(page.getByRole('heading', { name: 'Road trip', level: 1 })).toBeVisible()
  const playlistId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '')
  const rows = page.getByRole('list', { name: 'Episodes' }).getByRole('listitem')
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(0)).toContainText('First tone')
  await expect(rows.nth(1)).toContainText('Second tone')
  await expect
    .poll(async () =>
      (await apiAsMember<PlaylistView>(page, 'GET', `/api/playlists/${playlistId}`)).json.episodes?.map(
        (episode) => episode.title,
      ),
    )
    .toEqual(['First tone', 'Second tone'])

  // Play all: the first plays, and when it ends the second starts by itself.
  await page.getByRole('button', { name: 'Play all' }).click()
  const player = page.getByRole('region', { name: 'Player' })
  await expect(player.getByTestId('now-playing')).toHaveText('First tone')
  await expect.poll(() => audioTime(page)).toBeGreaterThan(0.2)
  await expect(player.getByTestId('now-playing')).toHaveText('Second tone', { timeout: 20_000 })
  expect(await audioSrc(page)).toContain(second.audioUrl)
  await expect.poll(() => audioTime(page)).toBeGreaterThan(0.2)
  await expect(rows.nth(1)).toHaveAttribute('aria-current', 'true')
  await player.getByRole('button', { name: 'Pause' }).click()

  // Download it, then offline: reload, play the first from the download, move its position.
  await page.getByRole('button', { name: 'Download playlist' }).click()
  await expect(page.getByText('Downloaded', { exact: true })).toBeVisible({ timeout: 30_000 })
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Road trip', level: 1 })).toBeVisible()
  await expect(rows).toHaveCount(2)
  await page.getByRole('button', { name: 'Play First tone' }).click()
  await expect(player.getByTestId('now-playing')).toHaveText('First tone')
  await expect.poll(() => audioTime(page)).toBeGreaterThan(0.2)
  await player.getByRole('button', { name: 'Pause' }).click()
  await player.getByLabel('Position').fill('2')
  await expect.poll(() => audioTime(page)).toBeGreaterThan(1.5)

  // A rename offline shows at once and after an offline reload.
  await page.getByRole('button', { name: 'Rename' }).click()
  await page.getByLabel('Playlist name').fill('Offline trip')
  await page.getByRole('button', { name: 'Save name' }).click()
  await expect(page.getByRole('heading', { name: 'Offline trip', level: 1 })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Offline trip', level: 1 })).toBeVisible()

  // Back online: the position and the new name reach the server, the name in one request.
  let renames = 0
  page.on('request', (sent) => {
    if (sent.method() === 'PUT' && new URL(sent.url()).pathname === `/api/playlists/${playlistId}`) renames += 1
  })
  await goBackOnline(context, browserName)
  await expect
    .poll(async () => (await apiAsMember<PlaylistView>(page, 'GET', `/api/playlists/${playlistId}`)).json.title, {
      timeout: 30_000,
    })
    .toBe('Offline trip')
  await expect.poll(() => waitingPlaylistEdits(page)).toBe(0)
  expect(renames).toBe(1)
  const positionOfFirst = async () => {
    const history = await apiAsMember<ListPage<HistoryEntry>>(page, 'GET', '/api/listens/')
    return history.json.items.find((entry) => entry.episode.id === first.id)
  }
  await expect.poll(async () => (await positionOfFirst())?.positionMs ?? -1, { timeout: 30_000 }).toBeGreaterThan(1500)
  expect((await positionOfFirst())?.positionMs).toBeLessThan(2600)
  expect((await positionOfFirst())?.finished).toBe(false)
})
