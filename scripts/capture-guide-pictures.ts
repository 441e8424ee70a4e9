// Takes the User Guide's pictures from the app itself (decision 069): starts the built app on a
// fresh data folder, makes a member, a teacher, scripts, a session, a class and a channel through the
// admin command and the API, drives the system Chromium at a phone's size through the real screens,
// and writes each screenshot as WebP to public/guide/<name>.webp (src/app/info/guide-pictures.ts
// names them and gives their alt texts). Run after `npm run build`:
//
//   node --import tsx scripts/capture-guide-pictures.ts
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core'
import sharp from 'sharp'
import { guidePictureNames, guidePictureSize, type GuidePictureName } from '#app/info/guide-pictures'
import { chromiumArgs, fakeMicrophoneArgs } from '#tests/support/chromium'
import { freePort } from '#tests/support/free-port'
import { makeMp3 } from '#tests/support/make-mp3'
import { startServer, withoutUnset } from '#tests/support/server-process'
import { appStoreCount } from '#tests/engines/support/in-page'

/** The files hold twice the page's pixels, for sharp phone screens. */
const scale = 2
/** Each picture stays under this, so precaching all of them costs little (decision 069). */
const maxBytes = 40 * 1024
const outDir = path.resolve('public/guide')

const member = { username: 'maya@example.test', password: 'guide-pass-1', name: 'Maya Lopez' }
const teacher = { username: 'ms-okafor', email: 'okafor@example.test', password: 'guide-pass-2' }

const lighthouse: Array<[string, string]> = [
  ['MAYA', 'Did you hear that? Something is moving out on the rocks.'],
  ['FINN', 'It is only the wind, Maya. This close to the sea it always sounds like voices.'],
  ['MAYA', 'Then why has the lamp gone out?'],
  ['FINN', 'Stay here. I will take the lantern and climb up.'],
]
const draftBody = `INT. NIGHT TRAIN - CORRIDOR

ELLA: Excuse me, is this seat taken?
CONDUCTOR: Every seat on this train is taken, miss. Tickets, please.
ELLA: Then where am I supposed to sit?
CONDUCTOR: Nobody sits on the night train. They wait.`

async function main(): Promise<void> {
  mkdirSync('.tmp', { recursive: true })
  mkdirSync(outDir, { recursive: true })
  const dataDir = mkdtempSync(path.resolve('.tmp', 'guide-pictures-'))
  const env = withoutUnset({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: undefined })
  seedTeacher(env)
  const server = await startServer({ port: await freePort(), dataDir, env: { DATABASE_URL: undefined } })
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [...chromiumArgs, ...fakeMicrophoneArgs],
  })
  try {
    const api = apiClient(server.url)
    const content = await seedContent(api)
    await captureMainSite(browser, server.url, content)
    await capturePodcastSite(browser, server.url.replace('//localhost', '//podcast.localhost'), content)
  } finally {
    await browser.close()
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

function seedTeacher(env: NodeJS.ProcessEnv): void {
  const admin = (args: string[]) =>
    execFileSync(process.execPath, ['--import', 'tsx', 'src/server/admin/cli.ts', ...args], { env, encoding: 'utf8' })
  admin(['create-user', '--username', teacher.username, '--email', teacher.email, '--password', teacher.password])
  const created = admin(['create-school', '--name', 'Harbour View School', '--country', 'NZ'])
  const schoolId = /\(id ([^)\s]+)\)/.exec(created)?.[1]
  if (!schoolId) throw new Error(`create-school printed no school id: ${created}`)
  admin(['add-teacher', '--school', schoolId, '--username', teacher.username])
}

type Api = ReturnType<typeof apiClient>

function apiClient(baseURL: string) {
  async function call<T>(
    method: string,
    url: string,
    token: string | null,
    body?: unknown,
    type = 'application/json',
  ): Promise<T> {
    const response = await fetch(new URL(url, baseURL), {
      method,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'Content-Type': type }),
      },
      body: body === undefined ? undefined : body instanceof Buffer ? new Uint8Array(body) : JSON.stringify(body),
    })
    const text = await response.text()
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`)
    return (text ? JSON.parse(text) : null) as T
  }
  return {
    call,
    token: async (username: string, password: string) =>
      (await call<{ token: string }>('POST', '/api/users/authenticate', null, { username, password })).token,
  }
}

const idChars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const newId = () => Array.from({ length: 22 }, () => idChars[Math.floor(Math.random() * idChars.length)]).join('')

interface Content {
  draftId: string
  sessionId: string
  channelId: string
  teacherToken: string
}

async function seedContent(api: Api): Promise<Content> {
  await api.call('POST', '/api/users/create', null, { username: member.username, password: member.password })
  const token = await api.token(member.username, member.password)

  const script = (title: string, description: string, visibility: string, lines: Array<[string, string]>) => {
    const roles = [...new Set(lines.map(([role]) => role))].map((name) => ({ id: newId(), name, description: '' }))
    const roleId = (name: string) => roles.find((role) => role.name === name)!.id
    return {
      id: newId(),
      title,
      description,
      visibility,
      roles,
      lines: lines.map(([role, text]) => ({ id: newId(), roleId: roleId(role), kind: 'dialogue', text })),
    }
  }
  await api.call(
    'POST',
    '/api/scripts',
    token,
    script('Market Day', 'A busy stall, two sellers and one last melon.', 'friends', [
      ['ROSA', 'Fresh melons! Last one!'],
      ['BEN', 'I saw it first.'],
    ]),
  )
  const keeper = script(
    'The Lighthouse Keeper',
    'A storm, a dark lamp and two keepers who hear voices.',
    'private',
    lighthouse,
  )
  await api.call('POST', '/api/scripts', token, keeper)
  const draftId = newId()
  await api.call('POST', '/api/drafts', token, { id: draftId, title: 'Night Train', body: draftBody })
  const { id: sessionId } = await api.call<{ id: string }>('GET', `/api/scripts/${keeper.id}/session`, token)

  const channel = await api.call<{ id: string }>('POST', '/api/channels/', token, {
    title: 'Stories from the Lighthouse',
    description: 'Radio plays recorded line by line by Maya and friends.',
    category: 'Fiction',
  })
  const artwork = await sharp({ create: { width: 1400, height: 1400, channels: 3, background: '#ff01cd' } })
    .composite([{ input: Buffer.from(artworkSvg), top: 0, left: 0 }])
    .png()
    .toBuffer()
  await api.call('PUT', `/api/channels/${channel.id}/artwork`, token, artwork, 'image/png')
  const episodes: Array<[string, string]> = [
    ['The Lighthouse Keeper', 'The lamp goes out on a stormy night.'],
    ['Market Day', 'Two sellers, one melon.'],
  ]
  for (const [index, [title, description]] of episodes.entries()) {
    const audio = await api.call<{ id: string }>(
      'POST',
      '/api/episode-audio/',
      token,
      await makeMp3(20 + index * 10, 330 + index * 110),
      'audio/mpeg',
    )
    await api.call('POST', `/api/channels/${channel.id}/episodes`, token, {
      title,
      description,
      audioId: audio.id,
      publishAt: new Date(Date.now() - (index + 1) * 3600_000).toISOString(),
    })
  }

  const teacherToken = await api.token(teacher.username, teacher.password)
  const { items: schools } = await api.call<{ items: Array<{ id: string }> }>('GET', '/api/schools/', teacherToken)
  const made = await api.call<{ id: string }>('POST', '/api/classes/', teacherToken, {
    name: 'Year 7 Drama',
    schoolId: schools[0]!.id,
  })
  await api.call('POST', `/api/classes/${made.id}/students`, teacherToken, {
    names: ['Zoë Martin', 'Liam Chen', 'Ava Patel', 'Noah Williams'],
  })
  return { draftId, sessionId, channelId: channel.id, teacherToken }
}

const artworkSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="1400">
  <rect width="1400" height="1400" fill="#2b0a3d"/>
  <circle cx="700" cy="520" r="260" fill="#ff01cd"/>
  <rect x="640" y="520" width="120" height="560" fill="#ffe9fa"/>
  <text x="700" y="1260" font-family="sans-serif" font-size="120" font-weight="bold" text-anchor="middle" fill="#ffe9fa">LIGHTHOUSE</text>
</svg>`

function phoneContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: guidePictureSize,
    deviceScaleFactor: scale,
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
    permissions: ['microphone'],
  })
}

async function logIn(page: Page, username: string, password: string, landing: RegExp): Promise<void> {
  await page.goto('/login')
  await page.getByLabel('User ID or Email').fill(username)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await page.waitForURL(landing)
}

async function captureMainSite(browser: Browser, baseURL: string, content: Content): Promise<void> {
  const context = await phoneContext(browser, baseURL)
  const page = await context.newPage()
  await logIn(page, member.username, member.password, /\/scripts$/)

  await page.getByText('The Lighthouse Keeper').first().waitFor()
  await page.getByText('Start from a template').waitFor()
  await capture(page, 'scripts')

  await page.goto(`/write/${content.draftId}`)
  await page
    .getByRole('status')
    .filter({ hasText: /^Saved$/ })
    .waitFor()
  await page.getByRole('button', { name: 'Make a script' }).click()
  const create = page.getByRole('button', { name: 'Create script' })
  await create.waitFor()
  await scrollToBottomOf(create)
  await capture(page, 'draft')

  await page.goto(`/session/${content.sessionId}`)
  await page.getByRole('heading', { name: 'The Lighthouse Keeper', level: 1 }).waitFor()
  await recordCurrentLine(page)
  await page.getByText('Chosen').first().waitFor()
  await capture(page, 'studio')

  await context.setOffline(true)
  await page.getByText('You are offline.').waitFor()
  await recordCurrentLine(page)
  await page.getByText('Saved on this device').first().waitFor()
  await capture(page, 'studio-offline')
  await context.setOffline(false)
  await page.getByText('Saved on this device').waitFor({ state: 'detached' })

  const shareHeading = page.getByRole('heading', { name: 'Share links' })
  await page.getByLabel('Role', { exact: true }).selectOption({ label: 'FINN' })
  await page.getByRole('button', { name: 'Make a share link' }).click()
  await page.getByRole('button', { name: 'Copy link' }).waitFor()
  await scrollToTopOf(shareHeading)
  await capture(page, 'share-links')

  await page.goto('/scripts')
  await page.getByRole('button', { name: 'Profile' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Name', { exact: true }).fill(member.name)
  await dialog.getByLabel('Location').fill('Wellington')
  await dialog.getByRole('button', { name: 'Save Changes' }).waitFor()
  await capture(page, 'profile')
  await context.close()
}

async function capturePodcastSite(browser: Browser, baseURL: string, content: Content): Promise<void> {
  const context = await phoneContext(browser, baseURL)
  const page = await context.newPage()
  await logIn(page, teacher.username, teacher.password, /\/$/)

  await page.goto('/classes')
  await page.getByRole('heading', { name: 'Year 7 Drama' }).waitFor()
  await page.getByText('4 students').waitFor()
  await scrollToTopOf(page.getByRole('heading', { name: 'Year 7 Drama' }))
  await capture(page, 'my-class')

  await page.goto(`/channel/${content.channelId}`)
  await page.getByRole('heading', { name: 'Stories from the Lighthouse' }).waitFor()
  await page.getByText('Market Day').first().waitFor()
  await page.waitForFunction(() => [...document.images].every((image) => image.complete && image.naturalWidth > 0))
  await scrollToTopOf(page.getByRole('heading', { name: 'Stories from the Lighthouse' }), 200)
  await capture(page, 'channel')
  await context.close()
}

/** Records the studio's current line until the device holds audio of it, then stops. */
async function recordCurrentLine(page: Page): Promise<void> {
  const before = await page.evaluate(appStoreCount, 'recording-chunks')
  await page.getByRole('button', { name: /^Record( again)?$/ }).click()
  await page.getByRole('meter', { name: 'Input level' }).waitFor()
  // The recorder writes about a chunk a second: wait for one of this take.
  while ((await page.evaluate(appStoreCount, 'recording-chunks')) <= before) await page.waitForTimeout(100)
  await page.getByRole('button', { name: 'Stop', exact: true }).click()
  await page.getByRole('meter', { name: 'Input level' }).waitFor({ state: 'detached' })
}

/** Scrolls the page so that `locator` is `above` CSS pixels below the top of the screen. */
async function scrollToTopOf(locator: Locator, above = 16): Promise<void> {
  await locator.evaluate(
    (element, margin) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - margin),
    above,
  )
}

async function scrollToBottomOf(locator: Locator): Promise<void> {
  await locator.evaluate((element) =>
    window.scrollTo(0, element.getBoundingClientRect().bottom + window.scrollY + 24 - window.innerHeight),
  )
}

/** The viewport as WebP, at the highest quality that keeps it under `maxBytes`. */
async function capture(page: Page, name: GuidePictureName): Promise<void> {
  if (!guidePictureNames.includes(name)) throw new Error(`${name} is not a guide picture`)
  await page.evaluate(() => document.fonts.ready)
  const png = await page.screenshot({ animations: 'disabled', caret: 'hide' })
  for (const quality of [80, 70, 60, 50, 40]) {
    const webp = await sharp(png).webp({ quality, effort: 6 }).toBuffer()
    if (webp.length <= maxBytes || quality === 40) {
      writeFileSync(path.join(outDir, `${name}.webp`), webp)
      console.log(`${name}.webp: ${(webp.length / 1024).toFixed(1)} KB at quality ${quality}`)
      return
    }
  }
}

await main()
