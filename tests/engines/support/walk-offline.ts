// The main site with the network cut at the switch: screens visited before are opened as typed
// addresses and come from the service worker and the device; a draft written with no network is
// kept through a reload and reaches the server once the network is back.
import { savedQueryCache } from '#tests/e2e/support/query-cache'
import { callApi } from './member-api'
import { waitUntil } from './engine-page'
import { exactTextShown, fieldValue, serviceWorkerControls } from './in-page'
import { openScreen, shows } from './screen-checks'
import { mainSite, type WalkContext } from './walk-context'

export async function walkOffline(context: WalkContext): Promise<void> {
  const { page, walk, cast, network, api } = context
  const site = mainSite(context)

  await walk.step('offline: screens visited before open from the service worker', async () => {
    await waitUntil('the service worker to control the page', () => page.evaluate(serviceWorkerControls), 30_000)
    // A list's device copy is written a moment after its read: the walk goes offline once the
    // member's scripts are on the device, as a member who saw them there would find them.
    await openScreen(page, site, '/scripts', { heading: 'Scripts', texts: [cast.own.title] })
    await waitUntil(
      'the scripts list saved on the device',
      async () => (await page.evaluate(savedQueryCache)).includes(cast.own.title),
      30_000,
    )
    network.cut()
    await openScreen(page, site, '/scripts', { heading: 'Scripts', texts: [cast.own.title] })
    await openScreen(page, site, '/friends', { heading: 'Friends', texts: [cast.friend.name] })
    await openScreen(page, site, '/notifications', { heading: 'Messages', texts: [cast.friend.name] })
    await openScreen(page, site, '/guide', { heading: 'User Guide' })
    await openScreen(page, site, `/session/${cast.shared.sessionId}`, {
      heading: cast.shared.script.title,
      texts: [cast.shared.script.lines[0]!.text],
    })
    await openScreen(page, site, '/write', { heading: 'Drafts' })
  })

  const title = `Written offline in ${walk.engine}`
  const body = 'NARRATOR: The signal dropped, and the story went on.'
  await walk.step('offline: a draft written with no network is kept, and saved when the network is back', async () => {
    await page.click('New draft')
    await waitUntil('the draft editor', () => page.evaluate(() => /^\/write\/[^/]+$/.test(location.pathname)))
    await page.typeInto('Title', title)
    await page.typeInto('Draft', body)
    await waitUntil('"Saved on this device"', () => page.evaluate(exactTextShown, 'Saved on this device'))
    await page.reload()
    await waitUntil(
      'the title kept through the reload',
      async () => (await page.evaluate(fieldValue, 'Title')) === title,
    )
    await waitUntil('the text kept through the reload', async () => (await page.evaluate(fieldValue, 'Draft')) === body)
    network.restore()
    await waitUntil('"Saved"', () => page.evaluate(exactTextShown, 'Saved'), 60_000)
    const drafts = await callApi<{ items: Array<{ title: string }> }>(api, cast.walker.token, 'GET', '/api/drafts')
    if (!drafts.items.some((draft) => draft.title === title)) throw new Error(`the server has no draft "${title}"`)
    await shows(page, title)
  })
}
