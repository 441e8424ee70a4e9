// Reordering a playlist on podcast.localhost the three ways a member can: dragging a row's handle
// with the pointer, picking it up and moving it with the keyboard, and the Move up / Move down
// buttons. Each new order shows at once and is the order the server keeps.
import { randomBytes } from 'node:crypto'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { test } from './support/test'
import type { PlaylistView } from '#contract/playlists'
import {
  logInOnPodcast,
  podcastURL,
  registerPodcastMember,
  seedChannel,
  seedEpisode,
  type PodcastMember,
} from './support/podcast'
import { e2eServer } from './support/server-settings'

/** The API from the test runner (Node cannot resolve podcast.localhost; the API is the same on every host). */
const api = (path: string) => `${e2eServer.baseURL}${path}`

const titlesOnScreen = (page: Page) => page.getByTestId('playlist-episode').getByRole('link').allTextContents()

async function titlesOnServer(
  request: APIRequestContext,
  member: PodcastMember,
  playlistId: string,
): Promise<string[]> {
  const res = await request.get(api(`/api/playlists/${playlistId}`), {
    headers: { Authorization: `Bearer ${member.token}` },
  })
  expect(res.status()).toBe(200)
  return ((await res.json()) as PlaylistView).episodes.map((episode) => episode.title)
}

async function expectOrder(
  page: Page,
  request: APIRequestContext,
  member: PodcastMember,
  playlistId: string,
  titles: string[],
) {
  await expect.poll(() => titlesOnScreen(page)).toEqual(titles)
  await expect.poll(() => titlesOnServer(request, member, playlistId)).toEqual(titles)
}

test('a playlist is reordered by pointer drag, by keyboard and by the move buttons, and the server keeps each order', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const owner = await registerPodcastMember(request, 'podcaster')
  const channel = await seedChannel(request, owner.token, { title: 'Short tones' })
  const titles = ['Tone one', 'Tone two', 'Tone three']
  const episodes = []
  for (const [index, title] of titles.entries())
    episodes.push(
      await seedEpisode(request, owner.token, channel.id, { title, seconds: 2, frequency: 330 + index * 110 }),
    )
  const member = await registerPodcastMember(request)
  const playlistId = randomBytes(16).toString('base64url')
  const auth = { Authorization: `Bearer ${member.token}` }
  expect(
    (await request.put(api(`/api/playlists/${playlistId}`), { headers: auth, data: { title: 'Order test' } })).status(),
  ).toBe(201)
  for (const episode of episodes) {
    expect(
      (await request.put(api(`/api/playlists/${playlistId}/episodes/${episode.id}`), { headers: auth })).status(),
    ).toBe(200)
  }

  await logInOnPodcast(page, member)
  await page.goto(`${podcastURL}/playlist/${playlistId}`)
  await expectOrder(page, request, member, playlistId, ['Tone one', 'Tone two', 'Tone three'])

  // Keyboard: focus the handle, pick it up with Space, move it up twice, drop it with Space.
  // Each key waits for the announcement of the one before: an arrow pressed before the list has
  // measured its new place moves from the old one (a fast machine met that).
  await page.getByRole('button', { name: 'Move Tone three', exact: true }).focus()
  await page.keyboard.press('Space')
  await expect(page.getByText('Tone three moved to position 3 of 3.')).toBeAttached()
  await page.keyboard.press('ArrowUp')
  await expect(page.getByText('Tone three moved to position 2 of 3.')).toBeAttached()
  await page.keyboard.press('ArrowUp')
  await expect(page.getByText('Tone three moved to position 1 of 3.')).toBeAttached()
  await page.keyboard.press('Space')
  await expectOrder(page, request, member, playlistId, ['Tone three', 'Tone one', 'Tone two'])

  // The buttons.
  await page.getByRole('button', { name: 'Move down Tone three' }).click()
  await expectOrder(page, request, member, playlistId, ['Tone one', 'Tone three', 'Tone two'])

  // Pointer: drag the last row's handle onto the first row.
  const handle = await page.getByRole('button', { name: 'Move Tone two', exact: true }).boundingBox()
  const target = await page.getByRole('button', { name: 'Move Tone one', exact: true }).boundingBox()
  if (!handle || !target) throw new Error('The drag handles are not on screen.')
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2)
  await page.mouse.down()
  for (let step = 1; step <= 12; step++) {
    await page.mouse.move(
      handle.x + handle.width / 2,
      handle.y + handle.height / 2 + ((target.y - handle.y - 4) * step) / 12,
    )
  }
  await page.mouse.up()
  await expectOrder(page, request, member, playlistId, ['Tone two', 'Tone one', 'Tone three'])
})
