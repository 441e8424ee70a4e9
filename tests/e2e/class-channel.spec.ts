// A class's podcast channel on podcast.localhost: the teacher (seeded with the real admin commands,
// support/school.ts) makes a channel for a class from My Class, a student of the class publishes an
// MP3 to it and is told it waits, a visitor does not find it on the channel's page until the teacher
// approves it on My Class.
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { test } from './support/test'
import type { SessionResponse } from '#contract/users'
import { makeMp3 } from '../support/make-mp3'
import { logIn, uniqueEmail } from './support/login-dialog'
import { logInOnPodcast, podcastURL } from './support/podcast'
import { makeSeededTeacherClass, seededTeacher } from './support/school'
import { e2eServer } from './support/server-settings'

const api = (route: string) => `${e2eServer.baseURL}${route}`

/** A class of the seeded teacher's school, made through the API, and a student who joined it with its code. */
async function classWithStudent(request: APIRequestContext, name: string) {
  const item = await makeSeededTeacherClass(request, name)
  const student = { username: uniqueEmail('student'), password: 'secret-123' }
  const joined = await request.post(api('/api/users/create'), { data: { ...student, classCode: item.joinCode } })
  expect(joined.status(), await joined.text()).toBe(201)
  const session = (await joined.json()) as SessionResponse
  expect(session.user.classes.map((entry) => entry.id)).toContain(item.id)
  // The name the pupil gives after registering (protected, as by default: their teacher sees it).
  const named = await request.post(api('/api/users/profile'), {
    headers: { Authorization: `Bearer ${session.token}` },
    multipart: { name: 'Pia Parata' },
  })
  expect(named.status(), await named.text()).toBe(200)
  return { item, student }
}

async function signedIn(browser: Browser, username: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await logInOnPodcast(page, { username, password })
  return page
}

test('a student’s episode on a class channel is public only after the teacher approves it', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000)
  const className = `Radio club ${Date.now() % 100000}`
  const channelTitle = `${className} podcast`
  const episodeTitle = `Our first show ${Date.now() % 100000}`
  const { item, student } = await classWithStudent(request, className)

  // The teacher makes the class's channel from My Class.
  const teacher = await signedIn(browser, seededTeacher.username, seededTeacher.password)
  await teacher.getByRole('navigation').getByRole('link', { name: 'My Class' }).click()
  const classCard = teacher.getByRole('list', { name: 'Your classes' }).getByRole('listitem', { name: className })
  await expect(classCard.getByText('This class has no channel yet.')).toBeVisible()
  await classCard.getByRole('link', { name: 'Make a channel for this class' }).click()
  await expect(teacher.getByRole('heading', { name: 'New channel', level: 1 })).toBeVisible()
  await expect(teacher.getByLabel('Class')).toHaveValue(item.id)
  await teacher.getByLabel('Title').fill(channelTitle)
  await teacher.getByRole('button', { name: 'Create channel' }).click()
  await expect(teacher.getByRole('heading', { name: channelTitle, level: 1 })).toBeVisible()
  await expect(teacher.getByText(`Class ${className}`)).toBeVisible()
  const channelUrl = teacher.url()

  // The student publishes an MP3 to it from My Podcasts, and is told it waits.
  const folder = await mkdtemp(path.join(tmpdir(), 'class-channel-'))
  const file = path.join(folder, 'first-show.mp3')
  await writeFile(file, await makeMp3(5))
  const pupil = await signedIn(browser, student.username, student.password)
  const classChannels = pupil.getByRole('list', { name: 'My class channels' })
  await expect(classChannels.getByRole('link', { name: channelTitle })).toBeVisible()
  await classChannels.getByRole('link', { name: 'Publish an episode' }).click()
  await expect(pupil.getByRole('heading', { name: 'Publish an episode', level: 1 })).toBeVisible()
  await expect(pupil.getByText('Your teacher will publish it after approving it.')).toBeVisible()
  await pupil.getByLabel('From an audio file').check()
  await pupil.getByLabel('Audio file', { exact: true }).setInputFiles(file)
  await expect(pupil.getByLabel('Title')).toHaveValue('first-show')
  await pupil.getByLabel('Title').fill(episodeTitle)
  await pupil.getByRole('button', { name: 'Publish episode' }).click()
  await expect(pupil).toHaveURL(new RegExp(`^${podcastURL}/podcast-ep/[A-Za-z0-9_-]+$`), { timeout: 30_000 })
  await expect(pupil.getByRole('heading', { name: episodeTitle, level: 1 })).toBeVisible()
  await expect(pupil.getByText('Waiting for approval')).toBeVisible()
  // Its author is told what it waits for, not that it cannot be played.
  await expect(pupil.getByRole('status').filter({ hasText: "Waiting for your teacher's approval." })).toBeVisible()
  await expect(pupil.getByText('This episode cannot be played.')).toHaveCount(0)
  const episodeUrl = pupil.url()

  // A visitor finds nothing on the channel's page, and the episode's own page says it does not exist.
  const visitor = await (await browser.newContext()).newPage()
  await visitor.goto(channelUrl)
  await expect(visitor.getByRole('heading', { name: channelTitle, level: 1 })).toBeVisible()
  await expect(visitor.getByText('No episodes yet.')).toBeVisible()
  await visitor.goto(episodeUrl)
  await expect(visitor.getByText('This episode does not exist.')).toBeVisible()

  // The teacher sees it waiting on My Class and approves it.
  await teacher.getByRole('navigation').getByRole('link', { name: 'My Class' }).click()
  const waiting = classCard
    .getByRole('list', { name: 'Episodes waiting for approval' })
    .getByRole('listitem', { name: episodeTitle })
  await expect(waiting).toBeVisible()
  await expect(waiting).toContainText('by Pia Parata')
  await expect(classCard.getByRole('link', { name: channelTitle })).toBeVisible()
  await waiting.getByRole('button', { name: 'Approve' }).click()
  await expect(classCard.getByText('No episodes are waiting for your approval.')).toBeVisible()

  // Now the visitor finds it on the channel's page.
  await visitor.goto(channelUrl)
  const episodes = visitor.getByRole('list', { name: 'Episodes' })
  await expect(episodes.getByRole('link', { name: episodeTitle })).toBeVisible()

  // The student is told, on the main site's notifications, and the line leads to the episode.
  const pupilOnMain = await (await browser.newContext()).newPage()
  await pupilOnMain.goto('/login')
  await logIn(pupilOnMain, student.username, student.password)
  await expect(pupilOnMain).not.toHaveURL(/\/login/)
  await pupilOnMain.goto('/notifications')
  const approvedLine = pupilOnMain
    .getByRole('list', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({ hasText: `approved your episode ${episodeTitle}: it is public now` })
  await expect(approvedLine).toHaveCount(1)
  await pupil.reload()
  await expect(pupil.getByRole('heading', { name: episodeTitle, level: 1 })).toBeVisible()
  await expect(pupil.getByText("Waiting for your teacher's approval.")).toHaveCount(0)
  await expect(pupil.getByRole('button', { name: 'Play', exact: true })).toBeVisible()
})
