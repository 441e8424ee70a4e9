// axe-core on every screen of the three variants, signed out and signed in (a member, a member with
// the library privileges, the metrics viewer, a teacher), with the login dialog's views, the menu,
// the profile editor and the confirm dialogs open: no serious or critical violation anywhere. Each
// variant runs in its own theme (main and dashboard light, podcast dark; the app does not follow
// the system's preference, which one test holds it to). A table by impact per screen closes the run.
// See docs/decisions/080-accessibility-checks.md.
import { expect, type Browser, type Page } from '@playwright/test'
import { test } from './support/test'
import { makeMp3 } from '../support/make-mp3'
import { createMember, runAdmin } from './support/admin'
import { apiAsMember } from './support/api'
import { checkScreen, printReports } from './support/axe'
import { checkVisibleFocus } from './support/focus'
import { signInWithHandOff } from './support/hand-off'
import { logIn, openMenu } from './support/login-dialog'
import { registerPodcastMember, seedChannel, seedEpisode } from './support/podcast'
import { nameMember } from './support/profile'
import { seededTeacher } from './support/school'
import { openScreen, waitForScreen } from './support/screens'
import { e2eServer } from './support/server-settings'
import { createScript, finishAndPublish, makeShareLink, openSession, signedInUserId, testId } from './support/sessions'
import { seededUsers } from './support/users'

const podcast = e2eServer.variantURL('podcast')
const dashboard = e2eServer.variantURL('dashboard')

// Some fifty screens, each analysed by axe on a shared machine.
test.describe.configure({ timeout: 300_000 })

interface Account {
  username: string
  password: string
}

/** What the screens show: made once through the admin command and the API. */
interface Seeded {
  member: Account & {
    userId: string
    handle: string
    scriptId: string
    sessionId: string
    publishedSessionId: string
    linkId: string
    draftId: string
    templateId: string
    certificateId: string
  }
  eventId: string
  librarian: Account
  channelId: string
  episodeLinkId: string
  playlistId: string
}
let seeded: Seeded

async function signedIn(browser: Browser, account: Account, origin = e2eServer.baseURL): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await page.goto(`${origin}/login`)
  const logInHere = () => logIn(page, account.username, account.password)
  // On the podcast or dashboard site, the sign-in goes to the main site and back first.
  await (origin === e2eServer.baseURL ? logInHere() : signInWithHandOff(page, origin, logInHere))
  await expect(page).not.toHaveURL(/\/login/)
  return page
}

const printedId = (printed: string, pattern: RegExp) => {
  const id = pattern.exec(printed)?.[1]
  if (!id) throw new Error(`no id in: ${printed}`)
  return id
}

test.beforeAll(async ({ browser, request }) => {
  const account = createMember('a11y', '')
  const page = await signedIn(browser, account)
  const handle = `a11y-${Date.now() % 1e8}`
  await nameMember(page, 'Ada Voice', handle)
  const script = await createScript(page, 'Harbour night', [
    ['MAYA', 'Is anyone there?'],
    ['TOM', 'Only the sea.'],
  ])
  const sessionId = await openSession(page, script.id)
  const linkId = await makeShareLink(page, sessionId, script.roles[1]!.id)
  const published = await createScript(page, 'Lighthouse', [['KEEPER', 'The lamp is lit.']])
  const publishedSessionId = await openSession(page, published.id)
  await finishAndPublish(page, publishedSessionId)
  const draftId = testId()
  expect(
    (
      await apiAsMember(page, 'POST', '/api/drafts', {
        id: draftId,
        title: 'Storm scene',
        body: 'INT. BOAT - NIGHT\n\nWaves.',
      })
    ).status,
  ).toBeLessThan(300)
  const templates = await apiAsMember<Array<{ id: string }>>(page, 'GET', '/api/templates')
  const userId = await signedInUserId(page)
  await page.context().close()

  const certificateId = printedId(
    runAdmin(['issue-certificate', '--username', account.username, '--title', 'Clearest diction']),
    /^Issued certificate (\S+) to /,
  )
  const year = new Date().getUTCFullYear() + 1
  const eventId = printedId(
    runAdmin([
      'create-event',
      '--title',
      'Radio drama open day',
      '--starts',
      `${year}-03-10T18:00Z`,
      '--ends',
      `${year}-03-10T20:00Z`,
      '--capacity',
      '30',
      '--place',
      'Hill School hall',
    ]),
    /\(id (\S+)\)/,
  )

  const owner = await registerPodcastMember(request, 'a11y-podcaster')
  const channel = await seedChannel(request, owner.token, { title: 'Harbour Tales' })
  const episode = await seedEpisode(request, owner.token, channel.id, { title: 'The first night', seconds: 5 })
  const playlistId = testId()
  const bearer = { Authorization: `Bearer ${owner.token}` }
  expect(
    (
      await request.put(`${e2eServer.baseURL}/api/playlists/${playlistId}`, {
        headers: bearer,
        data: { title: 'Evening listening', public: true },
      })
    ).status(),
  ).toBeLessThan(300)
  expect(
    (
      await request.put(`${e2eServer.baseURL}/api/playlists/${playlistId}/episodes/${episode.id}`, { headers: bearer })
    ).status(),
  ).toBeLessThan(300)

  seeded = {
    member: {
      ...account,
      userId,
      handle,
      scriptId: script.id,
      sessionId,
      publishedSessionId,
      linkId,
      draftId,
      templateId: templates.json[0]!.id,
      certificateId,
    },
    eventId,
    librarian: createMember('a11y-library', 'read_free_script,audio_library'),
    channelId: channel.id,
    episodeLinkId: episode.linkId,
    playlistId,
  }
})

test.afterAll(() => printReports())

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name, level: 1 })
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })

/** Visits each path and analyses it once its level-1 heading shows; on the `focus` paths, Tabs
 *  through it too. */
async function checkPaths(
  page: Page,
  label: string,
  origin: string,
  paths: string[],
  focus: string[] = [],
): Promise<void> {
  for (const path of paths) {
    const screen = `${label} ${path.replace(/\/(?=[^/]*\d)[\w-]{12,}/g, '/{id}')}`
    await openScreen(page, `${origin}${path}`)
    await checkScreen(page, screen)
    if (focus.includes(path)) await checkVisibleFocus(page, screen)
  }
}

/** The login dialog's three views as a visitor goes through them, from /login. */
async function checkLoginDialog(page: Page, label: string, origin: string): Promise<void> {
  await openScreen(page, `${origin}/login`, dialog(page, 'Login'))
  await checkScreen(page, `${label} /login (Login)`)
  await checkVisibleFocus(page, `${label} /login (Login)`)
  await page.getByRole('button', { name: 'New Member' }).click()
  await waitForScreen(page, dialog(page, 'Register'))
  await checkScreen(page, `${label} Register view`)
  await openScreen(page, `${origin}/login`, dialog(page, 'Login'))
  await page.getByRole('button', { name: 'Forgot Password' }).click()
  await waitForScreen(page, dialog(page, 'Reset password'))
  await checkScreen(page, `${label} Reset password view`)
  await page.getByLabel('User ID or Email').fill(seeded.member.username)
  await page.getByRole('button', { name: 'Send code' }).click()
  await waitForScreen(page, page.getByLabel('Code'))
  await checkScreen(page, `${label} Reset password: code`)
}

/** The menu and the profile editor of a signed-in member, on the page shown. */
async function checkMenuAndProfile(page: Page, label: string): Promise<void> {
  await openMenu(page)
  await waitForScreen(page, page.getByRole('menu'))
  await checkScreen(page, `${label} menu open`)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toBeHidden()
  await page.getByRole('button', { name: /^Profile/ }).click()
  const profile = dialog(page, 'Profile')
  await waitForScreen(page, profile.getByRole('button', { name: 'Save Changes' }))
  await checkScreen(page, `${label} profile editor`)
  await checkVisibleFocus(page, `${label} profile editor`)
}

test('main site, signed out', async ({ page }) => {
  const { member, eventId } = seeded
  await checkLoginDialog(page, 'main/out', '')
  await openScreen(page, '/register', dialog(page, 'Register'))
  await checkScreen(page, 'main/out /register')
  await openScreen(page, `/s/${member.linkId}`, page.getByText('Please log in to access the shared script.'))
  await checkScreen(page, 'main/out /s/{linkId}')
  await checkPaths(
    page,
    'main/out',
    '',
    [
      '/scriptlibrary',
      '/contact',
      '/certificate',
      `/certificate/${member.certificateId}`,
      `/event/${eventId}`,
      `/event/${eventId}/register`,
      '/events',
      `/members/${member.handle}`,
      `/profile/${member.userId}`,
      `/portfolio/${member.userId}`,
      `/template/${member.templateId}`,
      '/guide',
      '/about',
      '/membership',
      '/subscription',
      '/faq',
      '/freesound-poc',
    ],
    ['/scriptlibrary', '/guide'],
  )
})

test('main site, signed in as a member', async ({ browser }) => {
  const { member, eventId } = seeded
  const page = await signedIn(browser, member)
  await checkPaths(
    page,
    'main/member',
    '',
    [
      '/scripts',
      '/scripts/create',
      `/scripts/edit/${member.scriptId}`,
      '/write',
      '/archive',
      '/history',
      '/friends',
      '/notifications',
      '/certificate',
      `/certificate/${member.certificateId}`,
      '/events',
      `/event/${eventId}/register`,
      `/members/${member.handle}`,
      `/portfolio/${member.userId}`,
      `/template/${member.templateId}`,
      '/scriptlibrary',
      '/membership',
      '/subscription',
      '/guide',
      '/faq',
      '/about',
      '/contact',
      '/freesound-poc',
    ],
    ['/scripts', `/scripts/edit/${member.scriptId}`],
  )
  await openScreen(page, `/write/${member.draftId}`, page.getByRole('textbox').first())
  await checkScreen(page, 'main/member /write/{draftId}')
  await openScreen(page, `/session/${member.sessionId}`, page.getByRole('list', { name: 'Lines' }))
  await checkScreen(page, 'main/member /session/{id} (studio)')
  await checkVisibleFocus(page, 'main/member /session/{id} (studio)')
  await openScreen(page, `/session/${member.publishedSessionId}`, page.getByRole('heading', { name: 'Lighthouse' }))
  await checkScreen(page, 'main/member /session/{id} (complete)')
  await openScreen(page, '/s/no-such-link-0000', page.getByText('This link is invalid.'))
  await checkScreen(page, 'main/member /s/{invalid}')

  await openScreen(page, `/scripts/edit/${member.scriptId}`)
  await page.getByRole('button', { name: 'Delete script' }).click()
  await waitForScreen(page, page.getByRole('alertdialog', { name: 'Delete this script?' }))
  await checkScreen(page, 'main/member delete-script confirm')

  await openScreen(page, '/scripts')
  await checkMenuAndProfile(page, 'main/member')
  await dialog(page, 'Profile').getByRole('button', { name: 'Close my account' }).click()
  await waitForScreen(page, page.getByRole('alertdialog', { name: 'Close my account' }))
  await checkScreen(page, 'main/member close-account confirm')
})

test('main site, signed in with the library privileges', async ({ browser }) => {
  const page = await signedIn(browser, seeded.librarian)
  await checkPaths(page, 'main/librarian', '', ['/audiolibrary', '/free_scripts2'], ['/audiolibrary'])
  await openScreen(page, '/audiolibrary/create/music_bed')
  await checkScreen(page, 'main/librarian /audiolibrary/create/{type}')
  await page
    .getByLabel('Audio file')
    .setInputFiles({ name: 'harbour_bed.mp3', mimeType: 'audio/mpeg', buffer: await makeMp3(2, 220) })
  await page.getByRole('button', { name: 'Upload' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Saved to your audio library.' })).toBeVisible()
  await openScreen(page, '/audiolibrary', page.getByRole('link', { name: 'Edit harbour bed' }))
  await page.getByRole('link', { name: 'Edit harbour bed' }).click()
  await waitForScreen(page, heading(page, 'Edit audio'))
  await checkScreen(page, 'main/librarian /audiolibrary/edit/{id}')
})

test('main site and dashboard, signed in as the metrics viewer', async ({ browser }) => {
  const page = await signedIn(browser, seededUsers.metrics)
  await checkPaths(page, 'main/metrics', '', ['/metrics'])
  // Signed in on the main site, the dashboard opens signed in (decision 089).
  await page.goto(`${dashboard}/`)
  await waitForScreen(page)
  await checkScreen(page, 'dashboard/metrics /')
  await checkVisibleFocus(page, 'dashboard/metrics /')
})

test('dashboard, signed out and without the privilege', async ({ browser, page }) => {
  await openScreen(page, `${dashboard}/`, dialog(page, 'Login'))
  await checkScreen(page, 'dashboard/out / (Login)')
  await checkVisibleFocus(page, 'dashboard/out / (Login)')
  const member = await (await browser.newContext()).newPage()
  await member.goto(`${dashboard}/`)
  await signInWithHandOff(member, dashboard, () => logIn(member, seeded.member.username, seeded.member.password))
  await waitForScreen(member, member.getByRole('dialog'))
  await checkScreen(member, 'dashboard/member / (no privilege)')
})

test('podcast site, signed out', async ({ page }) => {
  const { member, channelId, episodeLinkId, playlistId } = seeded
  await checkLoginDialog(page, 'podcast/out', podcast)
  await openScreen(page, `${podcast}/register`, dialog(page, 'Register'))
  await checkScreen(page, 'podcast/out /register')
  await openScreen(page, `${podcast}/resetpassword`, dialog(page, 'Reset password'))
  await checkScreen(page, 'podcast/out /resetpassword')
  await checkPaths(
    page,
    'podcast/out',
    podcast,
    [
      '/',
      '/history',
      `/channel/${channelId}`,
      `/podcast-ep/${episodeLinkId}`,
      `/playlist/${playlistId}`,
      `/members/${member.handle}`,
      `/profile/${member.userId}`,
      '/guide',
      '/about',
      '/membership',
      '/subscription',
      '/faq',
      '/contact',
    ],
    [`/channel/${channelId}`, `/podcast-ep/${episodeLinkId}`],
  )
})

test('podcast site, signed in as a teacher', async ({ browser }) => {
  const { channelId, episodeLinkId, playlistId } = seeded
  const page = await signedIn(browser, seededTeacher, podcast)
  const schools = await apiAsMember<{ items: Array<{ id: string }> }>(page, 'GET', '/api/schools/')
  expect(
    (
      await apiAsMember(page, 'POST', '/api/classes/', {
        name: `Drama ${Date.now() % 1e6}`,
        schoolId: schools.json.items[0]!.id,
      })
    ).status,
  ).toBe(201)
  const own = await seedChannel(page.request, await teacherToken(page))
  await checkPaths(
    page,
    'podcast/teacher',
    podcast,
    [
      '/',
      '/classes',
      '/favourites',
      '/playlists',
      '/history',
      '/channels/new',
      `/channel/${channelId}`,
      `/channel/${own.id}/edit`,
      `/channel/${own.id}/publish`,
      `/podcast-ep/${episodeLinkId}`,
      `/playlist/${playlistId}`,
    ],
    ['/', '/classes', `/playlist/${playlistId}`],
  )
  await openScreen(page, `${podcast}/classes`)
  await page.getByRole('button', { name: 'Show code' }).first().click()
  await waitForScreen(page, page.getByRole('dialog'))
  await checkScreen(page, 'podcast/teacher join-code dialog')
  await openScreen(page, `${podcast}/playlists`)
  await page.getByRole('button', { name: 'New playlist' }).click()
  await waitForScreen(page, dialog(page, 'New playlist'))
  await checkScreen(page, 'podcast/teacher new-playlist dialog')
  await openScreen(page, `${podcast}/`)
  await checkMenuAndProfile(page, 'podcast/teacher')
})

test('the main site keeps its light theme when the system prefers dark', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await openScreen(page, '/login', dialog(page, 'Login'))
  await expect(page.locator('html')).toHaveClass(/\blight\b/)
  await checkScreen(page, 'main/out (system dark) /login')
  await checkPaths(page, 'main/out (system dark)', '', ['/scriptlibrary', '/guide'])
})

async function teacherToken(page: Page): Promise<string> {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('voice-acting.credentials') ?? 'null') as { token: string }).token,
  )
}
