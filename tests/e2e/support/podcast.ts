// Podcast data for browser tests, made through the real API as a member would (bearer token): a
// listener account, a channel, an uploaded MP3 (a real one, tests/support/make-mp3.ts) and an
// episode published from it. The podcast specs share these; keep their signatures stable.
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import type { ChannelFields, ChannelView } from '#contract/channels'
import type { EpisodeView, UploadedAudio } from '#contract/episodes'
import type { SessionResponse } from '#contract/users'
import { makeMp3 } from '#tests/support/make-mp3'
import { signInWithHandOff } from './hand-off'
import { logIn, uniqueEmail } from './login-dialog'
import { e2eServer } from './server-settings'

export const podcastURL = e2eServer.variantURL('podcast')
const api = (path: string) => `${e2eServer.baseURL}${path}`
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

export interface PodcastMember {
  token: string
  userId: string
  /** What the login dialog takes. */
  username: string
  password: string
}

/** A new member, registered through the API. */
export async function registerPodcastMember(request: APIRequestContext, prefix = 'listener'): Promise<PodcastMember> {
  const username = uniqueEmail(prefix)
  const password = 'secret-123'
  const response = await request.post(api('/api/users/create'), { data: { username, password } })
  expect(response.status(), await response.text()).toBe(201)
  const session = (await response.json()) as SessionResponse
  return { token: session.token, userId: session.user.id, username, password }
}

/** A bearer token for an existing account (a seeded teacher, a member made in the browser). */
export async function podcastTokenFor(request: APIRequestContext, username: string, password: string): Promise<string> {
  const response = await request.post(api('/api/users/authenticate'), { data: { username, password } })
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as SessionResponse).token
}

/** Logs in on the podcast site as a member does, and waits for the sign-in's hand-off to the main
 *  site to bring the page back (support/hand-off.ts). */
export async function logInOnPodcast(page: Page, member: Pick<PodcastMember, 'username' | 'password'>): Promise<void> {
  await page.goto(`${podcastURL}/login`)
  await signInWithHandOff(page, podcastURL, () => logIn(page, member.username, member.password))
  await expect(page).toHaveURL(`${podcastURL}/`)
}

export async function seedChannel(
  request: APIRequestContext,
  token: string,
  fields: Partial<ChannelFields> & { classId?: string } = {},
): Promise<ChannelView> {
  const response = await request.post(api('/api/channels/'), {
    headers: bearer(token),
    data: {
      title: `Channel ${Date.now() % 100000}`,
      description: 'Stories read aloud.',
      category: 'Fiction',
      ...fields,
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as ChannelView
}

/** Uploads a real MP3 of `seconds` (a tone at `frequency` Hz). */
export async function uploadEpisodeAudio(
  request: APIRequestContext,
  token: string,
  seconds: number,
  frequency = 440,
): Promise<UploadedAudio> {
  const response = await request.post(api('/api/episode-audio/'), {
    headers: { ...bearer(token), 'Content-Type': 'audio/mpeg' },
    data: await makeMp3(seconds, frequency),
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as UploadedAudio
}

export interface SeedEpisodeOptions {
  title?: string
  description?: string
  seconds?: number
  frequency?: number
  /** ISO time; now by default, null leaves it unpublished. */
  publishAt?: string | null
}

/** Uploads audio and publishes it to the channel (a student's on a class channel waits for approval). */
export async function seedEpisode(
  request: APIRequestContext,
  token: string,
  channelId: string,
  options: SeedEpisodeOptions = {},
): Promise<EpisodeView> {
  const audio = await uploadEpisodeAudio(request, token, options.seconds ?? 120, options.frequency)
  const response = await request.post(api(`/api/channels/${encodeURIComponent(channelId)}/episodes`), {
    headers: bearer(token),
    data: {
      title: options.title ?? `Episode ${Date.now() % 100000}`,
      description: options.description ?? 'A tone, for listening tests.',
      audioId: audio.id,
      publishAt: options.publishAt === undefined ? new Date().toISOString() : options.publishAt,
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as EpisodeView
}

/** A new member with a channel and one published episode of `seconds` (two minutes by default). */
export async function seedPublishedEpisode(request: APIRequestContext, options: SeedEpisodeOptions = {}) {
  const owner = await registerPodcastMember(request, 'podcaster')
  const channel = await seedChannel(request, owner.token)
  const episode = await seedEpisode(request, owner.token, channel.id, options)
  return { owner, channel, episode }
}
