// Messages and the Messages tab's dot, in the built app with two members in two browser contexts
// who become friends through search and a request: a message written offline waits on the device through an offline reload, is sent once when the
// network returns, and the friend sees the dot within one poll and reads it exactly once.
import { expect, type Page } from '@playwright/test'
import { test } from './support/test'
import { notificationPollMs } from '#contract/notifications'
import { waitForServiceWorker } from './support/api'
import { registerNewMember, uniqueEmail } from './support/login-dialog'
import { nameMember } from './support/profile'

const userIdOf = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('voice-acting.credentials') ?? '{}') as { user: { id: string } }).user.id,
  )

/** The red dot on the Messages tab (its words for screen readers are "New notifications"). */
const messagesDot = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Messages/ })
    .locator('[data-new-notifications]')

test('a message written offline is sent once when the network returns; the friend sees the dot and reads it once', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const annContext = await browser.newContext()
  const benContext = await browser.newContext()
  const ann = await annContext.newPage()
  const ben = await benContext.newPage()
  await registerNewMember(ann, uniqueEmail('ann'))
  await registerNewMember(ben, uniqueEmail('ben'))
  const tag = Date.now().toString(36)
  await nameMember(ann, `Ann M${tag}`, `ann${tag}`)
  await nameMember(ben, `Ben M${tag}`, `ben${tag}`)
  const benId = await userIdOf(ben)

  // They become friends through search and a request.
  await ann.goto('/friends')
  await ann.getByLabel('Find members by handle or name').fill(`ben${tag}`)
  const found = ann.getByRole('list', { name: 'Members found' }).getByRole('listitem', { name: `Ben M${tag}` })
  await found.getByRole('button', { name: 'Add friend' }).click()
  await expect(found.getByRole('button', { name: 'Cancel request' })).toBeVisible()
  await ben.goto('/friends')
  await ben
    .getByRole('region', { name: 'Friend requests' })
    .getByRole('listitem', { name: `Ann M${tag}` })
    .getByRole('button', { name: 'Accept' })
    .click()
  await expect(
    ben.getByRole('region', { name: 'Your friends' }).getByRole('listitem', { name: `Ann M${tag}` }),
  ).toBeVisible()

  // Ben has seen his notifications (Ann's request among them), so nothing is new.
  await ben.goto('/notifications')
  const requestLine = ben
    .getByRole('list', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({ hasText: 'sent you a friend request' })
  await expect(requestLine).toHaveCount(1)
  await requestLine.getByRole('button', { name: /^Mark as read/ }).click()
  await expect(requestLine.getByRole('button', { name: /^Mark as read/ })).toHaveCount(0)
  await ben.goto('/scripts')
  await expect(ben.getByRole('heading', { name: 'My scripts' })).toBeVisible()
  await expect(messagesDot(ben)).toHaveCount(0)

  // Ann opens the conversation, loses the network, writes, and reloads without it.
  await ann.goto(`/notifications?with=${benId}`)
  await expect(ann.getByText('No messages yet.')).toBeVisible()
  await waitForServiceWorker(ann)
  await annContext.setOffline(true)
  const first = `Break a leg tonight! ${Date.now()}`
  await ann.getByLabel('Message').fill(first)
  await ann.getByRole('button', { name: 'Send' }).click()
  const conversation = ann.getByRole('list', { name: /^Conversation with/ })
  await expect(conversation.getByRole('listitem').filter({ hasText: first })).toContainText('Waiting to send')
  await expect(ann.getByLabel('Message')).toHaveValue('')

  await ann.reload()
  await expect(conversation.getByRole('listitem').filter({ hasText: first })).toContainText('Waiting to send')

  await annContext.setOffline(false)
  await expect(conversation.getByText('Waiting to send')).toHaveCount(0, { timeout: 30_000 })
  await expect(conversation.getByText(first)).toHaveCount(1)

  // Ben's Messages tab shows the dot within one poll.
  await expect(messagesDot(ben)).toBeVisible({ timeout: notificationPollMs + 5_000 })
  await ben
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Messages/ })
    .click()
  await expect(ben).toHaveURL(/\/notifications$/)
  await expect(messagesDot(ben)).toHaveCount(0)
  const notifications = ben.getByRole('list', { name: 'Notifications' })
  const messageLine = notifications.getByRole('listitem').filter({ hasText: 'sent you a message' })
  await expect(messageLine).toHaveCount(1)
  await messageLine.getByRole('button', { name: /^Mark as read/ }).click()
  await expect(messageLine.getByRole('button', { name: /^Mark as read/ })).toHaveCount(0)

  const conversations = ben.getByRole('list', { name: 'Conversations' })
  await expect(conversations.getByRole('listitem')).toHaveCount(1)
  await expect(conversations.getByText('1 unread')).toBeVisible()
  await conversations.getByRole('link').click()
  await expect(ben).toHaveURL(/\/notifications\?with=/)
  const benView = ben.getByRole('list', { name: /^Conversation with/ })
  await expect(benView.getByText(first)).toHaveCount(1)

  // While the conversation is open, Ann's next message shows within 5 s, once: Ben's page asks only
  // for what changed since the newest time it holds.
  const askedForChanges = ben.waitForRequest((request) =>
    /\/api\/conversations\/[^/]+\/messages\?(.*&)?since=/.test(request.url()),
  )
  const second = `See you at the stage door. ${Date.now()}`
  await ann.getByLabel('Message').fill(second)
  await ann.getByRole('button', { name: 'Send' }).click()
  await expect(conversation.getByText(second)).toHaveCount(1)
  await expect(benView.getByText(second)).toBeVisible({ timeout: 5_000 })
  await askedForChanges
  await expect(benView.getByText(second)).toHaveCount(1)
  await expect(benView.getByText(first)).toHaveCount(1)

  // A message while Ben is not in the conversation: "Mark all as read" clears every line.
  await ben.getByRole('link', { name: '← All messages' }).click()
  await expect(conversations.getByRole('listitem')).toHaveCount(1)
  await ann.getByLabel('Message').fill(`One more thing. ${Date.now()}`)
  await ann.getByRole('button', { name: 'Send' }).click()
  await expect(conversation.getByText('One more thing.', { exact: false })).toHaveCount(1)
  await expect(conversation.getByText('Waiting to send')).toHaveCount(0)
  await ben.reload()
  await expect(notifications.getByRole('button', { name: /^Mark as read/ })).toHaveCount(1)
  await ben.getByRole('button', { name: 'Mark all as read' }).click()
  await expect(notifications.getByRole('button', { name: /^Mark as read/ })).toHaveCount(0)
  await expect(ben.getByRole('button', { name: 'Mark all as read' })).toBeDisabled()

  await annContext.close()
  await benContext.close()
})
