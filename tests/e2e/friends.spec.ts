// Friends in the built app, two or three members each in a browser context of their own: finding
// each other by handle or name, asking, answering, cancelling, removing and blocking, a friend's
// profile and shared scripts one tap away, and the list on a device that went offline.
import { expect, type Browser, type Locator, type Page } from '@playwright/test'
import { test } from './support/test'
import { apiAsMember, waitForServiceWorker } from './support/api'
import { savedQueryCache } from './support/query-cache'
import { registerNewMember, uniqueEmail } from './support/login-dialog'
import { goBackOnline } from './support/network'
import { nameMember } from './support/profile'

interface Member {
  page: Page
  name: string
  handle: string
}

let counter = 0
/** A new member in a context of their own, named `first` with a unique surname and handle. */
async function newMember(browser: Browser, first: string): Promise<Member> {
  const page = await (await browser.newContext()).newPage()
  await registerNewMember(page, uniqueEmail(first.toLowerCase()))
  const tag = `${Date.now().toString(36)}${++counter}`
  const member = { page, name: `${first} Q${tag}`, handle: `${first.toLowerCase()}${tag}` }
  await nameMember(page, member.name, member.handle)
  return member
}

const section = (page: Page, title: string) => page.getByRole('region', { name: title })
const row = (place: Locator, member: Member) => place.getByRole('listitem', { name: member.name })

/** Searches /friends and answers the row of `member` among the results. */
async function find(page: Page, text: string, member: Member): Promise<Locator> {
  await page.getByLabel('Find members by handle or name').fill(text)
  const found = row(page.getByRole('list', { name: 'Members found' }), member)
  await expect(found).toBeVisible()
  return found
}

/** `from` asks `to`, and `to` accepts, through the API. */
async function befriend(from: Member, to: Member): Promise<void> {
  const userId = async (member: Member) =>
    (
      await apiAsMember<{ items: Array<{ user: { id: string; handle: string } }> }>(
        from.page,
        'GET',
        `/api/friendships/search?q=${member.handle}`,
      )
    ).json.items[0]?.user.id
  const toId = await userId(to)
  expect((await apiAsMember(from.page, 'POST', '/api/friendships/', { userId: toId })).status).toBe(201)
  const fromId = await from.page.evaluate(
    () => (JSON.parse(localStorage.getItem('voice-acting.credentials') ?? '{}') as { user: { id: string } }).user.id,
  )
  expect((await apiAsMember(to.page, 'POST', `/api/friendships/${fromId}/accept`)).status).toBe(200)
}

test('two members find each other, one asks, the other accepts; each sees the other’s profile and shared scripts', async ({
  browser,
}) => {
  const ann = await newMember(browser, 'Ann')
  const ben = await newMember(browser, 'Ben')
  const script = await apiAsMember(ben.page, 'POST', '/api/scripts', {
    id: `script${Date.now()}abcdefgh`,
    title: 'Storm at sea',
    description: '',
    visibility: 'friends',
    roles: [],
    lines: [],
  })
  expect(script.status).toBe(201)

  await ann.page.goto('/friends')
  await expect(ann.page.getByRole('heading', { name: 'Friends', level: 1 })).toBeVisible()
  await expect(ann.page.getByText('No friends yet.')).toBeVisible()
  // By handle.
  const found = await find(ann.page, ben.handle, ben)
  await expect(found.getByText(`@${ben.handle}`)).toBeVisible()
  await found.getByRole('button', { name: 'Add friend' }).click()
  await expect(found.getByRole('button', { name: 'Cancel request' })).toBeVisible()
  await expect(row(section(ann.page, 'Requests you sent'), ben)).toBeVisible()

  await ben.page.goto('/friends')
  const asking = row(section(ben.page, 'Friend requests'), ann)
  await asking.getByRole('button', { name: 'Accept' }).click()
  await expect(row(section(ben.page, 'Your friends'), ann)).toBeVisible()
  await expect(section(ben.page, 'Friend requests')).toHaveCount(0)

  // By name, from the other side: they are friends now.
  await ann.page.reload()
  const friend = row(section(ann.page, 'Your friends'), ben)
  await expect(friend).toBeVisible()
  await expect(
    (await find(ann.page, ben.name.split(' ')[1] ?? '', ben)).getByText('Friends', { exact: true }),
  ).toBeVisible()

  await friend.getByRole('button', { name: 'Show scripts' }).click()
  await expect(
    friend.getByRole('list', { name: `Scripts of ${ben.name}` }).getByRole('link', { name: 'Storm at sea' }),
  ).toBeVisible()
  await friend.getByRole('link', { name: 'Profile' }).click()
  await expect(ann.page).toHaveURL(new RegExp(`/members/${ben.handle}$`))
  await expect(ann.page.getByRole('heading', { name: ben.name, level: 1 })).toBeVisible()

  await ann.page.context().close()
  await ben.page.context().close()
})

test('a request cancelled, a request declined, a friend removed, and a blocked member who no longer finds the blocker', async ({
  browser,
}) => {
  const cat = await newMember(browser, 'Cat')
  const dan = await newMember(browser, 'Dan')

  // Cancel: Cat asks Dan, then takes it back.
  await cat.page.goto('/friends')
  await (await find(cat.page, dan.handle, dan)).getByRole('button', { name: 'Add friend' }).click()
  const sent = row(section(cat.page, 'Requests you sent'), dan)
  await sent.getByRole('button', { name: 'Cancel request' }).click()
  await expect(section(cat.page, 'Requests you sent')).toHaveCount(0)
  await expect((await find(cat.page, dan.handle, dan)).getByRole('button', { name: 'Add friend' })).toBeVisible()

  // Decline: Cat asks again, Dan declines; neither keeps anything.
  await (await find(cat.page, dan.handle, dan)).getByRole('button', { name: 'Add friend' }).click()
  await dan.page.goto('/friends')
  await row(section(dan.page, 'Friend requests'), cat).getByRole('button', { name: 'Decline' }).click()
  await expect(section(dan.page, 'Friend requests')).toHaveCount(0)
  await cat.page.reload()
  await expect(cat.page.getByText('No friends yet.')).toBeVisible()
  await expect(section(cat.page, 'Requests you sent')).toHaveCount(0)

  // Remove, after a confirmation that can be refused.
  await befriend(cat, dan)
  await cat.page.reload()
  const friend = row(section(cat.page, 'Your friends'), dan)
  await friend.getByRole('button', { name: 'Remove friend' }).click()
  const confirm = cat.page.getByRole('alertdialog', { name: `Remove ${dan.name} from your friends?` })
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  await expect(friend).toBeVisible()
  await friend.getByRole('button', { name: 'Remove friend' }).click()
  await confirm.getByRole('button', { name: 'Remove friend' }).click()
  await expect(friend).toBeHidden()
  await expect(cat.page.getByText('No friends yet.')).toBeVisible()
  await dan.page.reload()
  await expect(row(section(dan.page, 'Your friends'), cat)).toBeHidden()

  // Block: Cat asks once more; Dan blocks her from the request instead of answering it.
  await (await find(cat.page, dan.handle, dan)).getByRole('button', { name: 'Add friend' }).click()
  await dan.page.reload()
  await row(section(dan.page, 'Friend requests'), cat).getByRole('button', { name: 'Block' }).click()
  await dan.page
    .getByRole('alertdialog', { name: `Block ${cat.name}?` })
    .getByRole('button', { name: 'Block' })
    .click()
  await expect(row(section(dan.page, 'Blocked members'), cat)).toBeVisible()
  await expect(section(dan.page, 'Friend requests')).toHaveCount(0)

  // Cat no longer finds Dan, by handle or by name, and her request is gone.
  await cat.page.reload()
  await expect(cat.page.getByText('No friends yet.')).toBeVisible()
  await expect(section(cat.page, 'Requests you sent')).toHaveCount(0)
  for (const text of [dan.handle, dan.name]) {
    await cat.page.getByLabel('Find members by handle or name').fill(text)
    await expect(cat.page.getByText(`No members found for “${text}”.`)).toBeVisible()
  }

  // Unblocked, Dan can be found again.
  await row(section(dan.page, 'Blocked members'), cat).getByRole('button', { name: 'Unblock' }).click()
  await expect(dan.page.getByText('You have not blocked anyone.')).toBeVisible()
  await cat.page.getByLabel('Find members by handle or name').fill('')
  await expect((await find(cat.page, dan.handle, dan)).getByRole('button', { name: 'Add friend' })).toBeVisible()

  await cat.page.context().close()
  await dan.page.context().close()
})

test('offline, /friends shows the list this device saved and turns the actions off', async ({
  browser,
  browserName,
}) => {
  const eve = await newMember(browser, 'Eve')
  const fay = await newMember(browser, 'Fay')
  await befriend(eve, fay)
  await eve.page.goto('/friends')
  const friend = row(section(eve.page, 'Your friends'), fay)
  await expect(friend).toBeVisible()
  await waitForServiceWorker(eve.page)
  // The query cache reaches IndexedDB within a second of the read.
  await expect.poll(() => eve.page.evaluate(savedQueryCache)).toContain(fay.name)

  await eve.page.context().setOffline(true)
  await eve.page.reload()
  await expect(friend).toBeVisible()
  await expect(eve.page.getByText(/You are offline\. This is what this device saved/)).toBeVisible()
  await expect(friend.getByRole('button', { name: 'Remove friend' })).toBeDisabled()
  await expect(friend.getByRole('button', { name: 'Block' })).toBeDisabled()
  await goBackOnline(eve.page.context(), browserName)
  await expect(friend.getByRole('button', { name: 'Remove friend' })).toBeEnabled()

  await eve.page.context().close()
  await fay.page.context().close()
})
