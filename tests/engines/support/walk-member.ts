// The main site signed in, through the header's tabs and the menu the way a member moves: scripts,
// the studio, drafts, history, friends, a message from a friend answered, notifications, the
// profile editor, and the screens a privilege opens.
import { waitUntil } from './engine-page'
import { buttonDisabled, messagesDotShown } from './in-page'
import { messagesBetween, sendMessage } from './cast'
import { onPath, openScreen, seeScreen, shows } from './screen-checks'
import { mainSite, type WalkContext } from './walk-context'

export async function walkAsMember(context: WalkContext): Promise<void> {
  const { page, walk, cast, api } = context
  const site = mainSite(context)
  const { walker, friend } = cast

  await walk.step('member: an unusable share link says so', async () => {
    await page.goto(`${site}/s/AAAAAAAAAAAAAAAAAAAAAA`)
    await shows(page, 'This link is invalid.')
  })

  await walk.step('member: / leads to the scripts, and a script opens in the studio', async () => {
    await page.goto(`${site}/`)
    await seeScreen(page, {
      path: '/scripts',
      heading: 'Scripts',
      texts: ['My scripts', 'Shared with me', 'Start from a template', cast.own.title],
    })
    await page.click(cast.own.title)
    await onPath(page, `/scripts/edit/${cast.own.id}`)
    await page.click('Record')
    const sessionPath = await waitUntil('the studio', () =>
      page.evaluate(() => (location.pathname.startsWith('/session/') ? location.pathname : null)),
    )
    await shows(page, cast.own.lines[0]!.text)
    await page.goto(`${site}/script/${cast.own.id}`)
    await seeScreen(page, { path: sessionPath, heading: cast.own.title })
  })

  await walk.step('member: a new script, drafts and archived drafts', async () => {
    await page.goto(`${site}/scripts`)
    await page.click('New script')
    await seeScreen(page, {
      path: '/scripts/create',
      heading: 'New script',
      texts: ['Title', 'Add role', 'Add line', 'Save script'],
    })
    await page.click('Drafts')
    await seeScreen(page, { path: '/write', heading: 'Drafts', texts: ['New draft'] })
    await page.click('Archived Drafts')
    await seeScreen(page, { path: '/archive', heading: 'Archived Drafts' })
  })

  await walk.step('member: history lists the sessions opened', async () => {
    await page.goto(`${site}/history`)
    await seeScreen(page, { path: '/history', heading: 'History', texts: [cast.shared.script.title, cast.own.title] })
  })

  await walk.step('member: friends', async () => {
    await page.click('Friends')
    await seeScreen(page, {
      path: '/friends',
      heading: 'Friends',
      texts: ['Your friends', friend.name, 'Blocked members'],
    })
  })

  const fromFriend = `Lines learnt for Thursday? (${walk.engine})`
  const reply = `Every one of them, from ${walk.engine}.`
  await walk.step('member: a message from a friend shows the dot, is read and answered', async () => {
    await sendMessage(api, friend, walker, fromFriend)
    await page.goto(`${site}/scripts`)
    await waitUntil('the dot on the Messages tab', () => page.evaluate(messagesDotShown))
    await page.click('Messages')
    await seeScreen(page, {
      path: '/notifications',
      heading: 'Messages',
      texts: ['Conversations', friend.name, fromFriend],
    })
    await page.click(friend.name)
    await onPath(page, '/notifications')
    await waitUntil('the conversation', () => page.evaluate(() => location.search.startsWith('?with=')))
    await shows(page, '← All messages')
    await page.typeInto('Message', reply)
    await page.click('Send')
    await waitUntil('the reply at the friend', async () => (await messagesBetween(api, friend, walker)).includes(reply))
  })

  await walk.step('member: notifications', async () => {
    await page.goto(`${site}/notifications`)
    await seeScreen(page, {
      path: '/notifications',
      heading: 'Notifications',
      texts: ['sent you a message', 'Mark all as read'],
    })
  })

  await walk.step('member: the profile editor saves a change', async () => {
    await page.click(`Profile: ${walker.name}`)
    await shows(page, 'Danger Zone')
    for (const text of [
      'Membership',
      'Name',
      'Location',
      'Custom portfolio link',
      'Email',
      'Close my account',
      'Cancel',
    ])
      await shows(page, text)
    if (!(await page.evaluate(buttonDisabled, 'Save Changes')))
      throw new Error('Save Changes is enabled before anything changed')
    await page.typeInto('Location', 'Wellington')
    await page.click('Save Changes')
    await shows(page, 'Account updated successfully.')
  })

  await walk.step('member: the menu', async () => {
    await page.goto(`${site}/scripts`)
    await onPath(page, '/scripts')
    await page.click('Menu')
    for (const item of [
      'My Pod Page',
      'Portfolio',
      'History',
      'Archived Drafts',
      'Script Library',
      'Audio Library',
      'User Guide',
      'Membership',
      'Contact Us',
      'Home Page',
      'Install the app',
      'Log Out',
    ]) {
      await shows(page, item)
    }
    await page.click('User Guide')
    await seeScreen(page, { path: '/guide', heading: 'User Guide' })
  })

  await walk.step('member: the screens a privilege opens, events, certificates and subscriptions', async () => {
    await openScreen(page, site, '/audiolibrary', { heading: 'Audio Library', texts: ['Add audio', 'Music beds'] })
    await openScreen(page, site, '/free_scripts2', {
      heading: 'Script Library',
      texts: ['Free scripts you can read in full'],
    })
    await openScreen(page, site, '/metrics', { heading: 'Metrics', texts: ['Page views'] })
    await openScreen(page, site, '/events', { heading: 'Events', texts: [cast.eventTitle, 'Create event'] })
    await openScreen(page, site, `/event/${cast.eventId}/register`, { heading: cast.eventTitle })
    await openScreen(page, site, '/certificate', {
      heading: 'Certificates',
      texts: ['My certificates', cast.certificateTitle, 'Issue a certificate'],
    })
    await openScreen(page, site, '/subscription', {
      heading: 'Subscription',
      texts: ['Redeem a voucher', 'Voucher code'],
    })
    await openScreen(page, site, `/portfolio/${walker.id}`, { heading: 'Portfolio' })
  })
}
