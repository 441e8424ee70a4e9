// The main site as a visitor who has not logged in: the login dialog's three views, where / and an
// unknown path lead, the script library, the pages open to all, public profiles, an event, a
// certificate, a template, and a share link that asks them to log in and then opens its session.
import { fieldValue } from './in-page'
import { onPath, openScreen, seeScreen, shows, showsHeading } from './screen-checks'
import { mainSite, type WalkContext } from './walk-context'
import type { EnginePage } from './engine-page'
import type { Member } from './cast'

export async function logIn(page: EnginePage, member: Member): Promise<void> {
  await page.typeInto('User ID or Email', member.username)
  await page.typeInto('Password', member.password)
  await page.click('Log in')
}

export async function walkAsVisitor(context: WalkContext): Promise<void> {
  const { page, walk, cast } = context
  const site = mainSite(context)

  await walk.step('visitor: / leads to the login dialog', async () => {
    await page.goto(`${site}/`)
    await seeScreen(page, {
      path: '/login',
      heading: 'Login',
      texts: ['User ID or Email', 'Password', 'Forgot Password', 'New Member', 'School Member'],
    })
  })

  await walk.step('visitor: the login dialog views (register with its validation, reset password)', async () => {
    await page.click('New Member')
    await seeScreen(page, {
      path: '/register',
      heading: 'Register',
      texts: ['at least 6 characters', 'By clicking on Agree and Join, you agree to our Terms of Service'],
    })
    await page.typeInto('Email', 'not-an-email')
    await page.typeInto('Password', 'abc')
    await page.click('Agree and Join')
    await shows(page, 'Email address is not valid.')
    await page.click('Log in')
    await seeScreen(page, { path: '/login', heading: 'Login' })
    await page.click('Forgot Password')
    await shows(page, 'Back to log in')
    if ((await page.evaluate(fieldValue, 'User ID or Email')) === null)
      throw new Error('the reset view has no "User ID or Email" field')
    await page.click('Back to log in')
    await shows(page, 'New Member')
  })

  await walk.step('visitor: an unknown path leads to the login dialog', async () => {
    await page.goto(`${site}/no-such-page`)
    await seeScreen(page, { path: '/login', heading: 'Login' })
  })

  await walk.step('visitor: the script library', async () => {
    await openScreen(page, site, '/scriptlibrary', {
      heading: 'Script Library',
      texts: ['The lighthouse keeper', 'Number of roles'],
    })
  })

  await walk.step('visitor: the pages open to all', async () => {
    await openScreen(page, site, '/guide', { heading: 'User Guide', texts: ['Recording with no network'] })
    await openScreen(page, site, '/about', { heading: 'About', texts: ['Terms of Service', 'Privacy note'] })
    await openScreen(page, site, '/faq', { heading: 'FAQ' })
    await openScreen(page, site, '/membership', { heading: 'Membership', texts: ['What each privilege gives'] })
    await openScreen(page, site, '/subscription', {
      heading: 'Subscription',
      texts: ['Log in to see your subscriptions'],
    })
    await openScreen(page, site, '/events', { heading: 'Events', texts: [cast.eventTitle] })
    await openScreen(page, site, '/freesound-poc', { heading: 'Freesound', texts: ['Log in to search Freesound.'] })
    await openScreen(page, site, '/contact', { heading: 'Contact Us', texts: ['Subject', 'Message'] })
    await openScreen(page, site, '/certificate', {
      heading: 'Certificates',
      texts: ['Log in to see your certificates.'],
    })
  })

  await walk.step('visitor: profiles, a portfolio, an event, a certificate and a template', async () => {
    await openScreen(page, site, `/members/${cast.friend.handle}`, { heading: cast.friend.name })
    await openScreen(page, site, `/profile/${cast.friend.id}`, { heading: cast.friend.name })
    await page.goto(`${site}/profile/no-such-member`)
    await shows(page, 'This user does not exist.')
    await openScreen(page, site, `/portfolio/${cast.friend.id}`, {
      heading: 'Portfolio',
      texts: ['Nothing published yet.'],
    })
    await openScreen(page, site, `/event/${cast.eventId}`, { heading: cast.eventTitle, texts: ['The town hall'] })
    await openScreen(page, site, `/certificate/${cast.certificateId}`, {
      heading: cast.certificateTitle,
      texts: [cast.walker.name],
    })
    await page.goto(`${site}/template/narrator-and-hero`)
    await onPath(page, '/template/narrator-and-hero')
    await shows(page, 'Narrator and hero')
  })

  await walk.step('visitor: a share link asks to log in, and after logging in opens its session', async () => {
    await page.goto(`${site}/s/${cast.shared.linkId}`)
    await shows(page, 'Please log in to access the shared script.')
    await page.click('Log in')
    await onPath(page, '/login')
    await logIn(page, cast.walker)
    await onPath(page, `/session/${cast.shared.sessionId}`)
    await showsHeading(page, cast.shared.script.title)
    await shows(page, cast.shared.script.lines[0]!.text)
  })
}
