// A browser whose IndexedDB was written by an earlier version of the app (each version of the app's
// database, 1 to 4, with records shaped as that version's code wrote them) opens the current app
// signed in as their owner: every draft shows with its text and reaches the server, every take is
// in the studio and reaches the server once with its own bytes, and all of it is still there after
// an offline reload. Fixtures: support/old-devices/ (decision 079).
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { test } from './support/test'
import { fixtureNamed } from '../support/audio-fixtures'
import { apiAsMember, waitForServiceWorker } from './support/api'
import {
  chunksOf,
  oldQueryCache,
  queuedMessage,
  queuedVisit,
  queueItem,
  recordedTake,
  unsentDraft,
  type OldDraft,
} from './support/old-devices/old-app-records'
import {
  keysOf,
  openWithoutApp,
  prepareOwner,
  seedDatabase,
  serverTakeAudio,
  serverTakes,
  sha256,
  startApp,
  type DeviceOwner,
} from './support/old-devices/old-device'
import { appDatabaseAt } from './support/old-devices/old-schemas'
import { describeDatabase, type OldRecord } from './support/old-devices/seed-in-page'
import { testId } from './support/sessions'
import { studioLine } from './support/studio'

const lines: Array<[string, string]> = [
  ['ANNA', 'Morning, Ben.'],
  ['BEN', 'Morning, Anna. You are early.'],
  ['ANNA', 'The bus was, for once.'],
  ['BEN', 'Then the coffee is on me.'],
]
const webm = fixtureNamed('chromium.webm').bytes
const ogg = fixtureNamed('firefox.ogg').bytes

interface ExpectedTake {
  id: string
  line: string
  bytes: Uint8Array
  /** Cut off mid-take: offered by the studio, kept by the member. */
  interrupted?: boolean
}

interface OldDevicePlan {
  records: OldRecord[]
  drafts: OldDraft[]
  takes: ExpectedTake[]
}

/** What a device of `version` holds: drafts from version 1, takes from 2, activity records from 3. */
function deviceAt(version: number, owner: DeviceOwner): OldDevicePlan {
  const lineId = (index: number) => owner.script.lines[index]!.id
  const drafts: OldDraft[] = [
    {
      id: testId(),
      title: `Written offline on version ${version}`,
      body: `NARRATOR: Nobody had seen this text but the device (version ${version}).`,
      baseVersion: null,
    },
    {
      id: owner.syncedDraftId,
      title: 'Lines for Tuesday',
      body: `ANNA: The first version.\nBEN: And what the device added to it (version ${version}).`,
      baseVersion: 1,
    },
  ]
  const records: OldRecord[] = [
    ...unsentDraft(owner.userId, drafts[0]!, 30),
    ...unsentDraft(owner.userId, drafts[1]!, 20),
    oldQueryCache,
  ]
  const takes: ExpectedTake[] = []
  if (version >= 2) {
    const take = (
      index: number,
      fields: {
        mime?: string
        state?: 'recording' | 'saved' | 'uploading'
        uploadUrl?: string | null
        uploadError?: string | null
      },
    ) => ({
      id: testId(),
      sessionId: owner.sessionId,
      lineId: lineId(index),
      userId: owner.userId,
      mime: 'audio/webm;codecs=opus',
      state: 'saved' as const,
      ...fields,
    })
    const saved = take(0, {})
    // Its tab closed mid-upload: the server no longer knows the upload it had begun.
    const uploading = take(1, { state: 'uploading', uploadUrl: `/api/uploads/takes/${testId()}` })
    // Firefox's Ogg declared as the WebM asked for, refused for good (the version before 8bc932c).
    const refused = take(2, { uploadError: 'This file is not the audio its type says (WebM, MP4 or Ogg expected).' })
    const interrupted = take(3, { state: 'recording' })
    records.push(
      ...recordedTake(saved, webm),
      ...recordedTake(uploading, webm, 4),
      ...recordedTake(refused, ogg, 2),
      ...recordedTake(interrupted, webm, 2),
    )
    takes.push(
      { id: saved.id, line: lines[0]![1], bytes: webm },
      { id: uploading.id, line: lines[1]![1], bytes: webm },
      { id: refused.id, line: lines[2]![1], bytes: ogg },
      { id: interrupted.id, line: lines[3]![1], bytes: webm, interrupted: true },
    )
  }
  if (version >= 3) records.push(...queuedVisit(owner.userId, '/scripts'))
  return { records, drafts, takes }
}

const serverDraft = (page: Page, id: string) =>
  apiAsMember<{ title: string; body: string }>(page, 'GET', `/api/drafts/${id}`)

async function expectDraftsShown(page: Page, drafts: OldDraft[]): Promise<void> {
  await page.goto('/write')
  await expect(page.getByRole('heading', { name: 'Drafts', level: 1 })).toBeVisible()
  for (const draft of drafts) await expect(page.getByText(draft.title, { exact: true })).toBeVisible()
  for (const draft of drafts) {
    await page.goto(`/write/${draft.id}`)
    await expect(page.getByLabel('Title')).toHaveValue(draft.title)
    await expect(page.getByLabel('Draft', { exact: true })).toHaveValue(draft.body)
  }
}

async function expectTakesInStudio(page: Page, owner: DeviceOwner, takes: ExpectedTake[]): Promise<void> {
  await page.goto(`/session/${owner.sessionId}`)
  await expect(page.getByRole('heading', { name: owner.script.title, level: 1 })).toBeVisible()
  for (const take of takes) await expect(studioLine(page, take.line)).toContainText('Uploaded', { timeout: 30_000 })
}

/** Seeds `plan` at `version` in a fresh context of `owner`, opens the app, and checks what a member
 *  would: drafts with their text, on the server; takes in the studio, on the server once with their
 *  bytes; then the same offline after a reload. Answers the page, still open, for more checks. */
async function openOldDevice(
  browser: Browser,
  owner: DeviceOwner,
  version: number,
  plan: OldDevicePlan,
  errors: string[],
): Promise<{ context: BrowserContext; page: Page }> {
  // The device-members list came with 490b1c5 (during version 2): older devices do not know their owner by name.
  const { context, page } = await openWithoutApp(browser, owner, version >= 3)
  page.on('pageerror', (error) => errors.push(error.message))
  await seedDatabase(page, appDatabaseAt(version), plan.records)

  await startApp(page, '/write')
  await waitForServiceWorker(page)
  await expectDraftsShown(page, plan.drafts)
  for (const draft of plan.drafts) {
    await expect
      .poll(async () => (await serverDraft(page, draft.id)).json?.body, {
        timeout: 30_000,
        message: `draft ${draft.title} on the server`,
      })
      .toBe(draft.body)
  }
  if (plan.takes.length > 0) {
    await page.goto(`/session/${owner.sessionId}`)
    if (plan.takes.some((take) => take.interrupted)) {
      await expect(page.getByText('A take of this session was interrupted.')).toBeVisible()
      await page.getByRole('button', { name: 'Keep it' }).click()
    }
    await expectTakesInStudio(page, owner, plan.takes)
    const onServer = await serverTakes(page, owner.sessionId)
    expect(onServer.map((take) => take.id).sort()).toEqual(plan.takes.map((take) => take.id).sort())
    for (const take of plan.takes)
      expect(sha256(await serverTakeAudio(page, take.id)), `the bytes of take ${take.id}`).toBe(sha256(take.bytes))
  }
  // Every step ran: the database has exactly the stores, keys and indexes of the current version.
  const current = appDatabaseAt(4)
  expect(await page.evaluate(describeDatabase, 'voice-acting')).toEqual({
    version: current.version,
    stores: current.stores
      .map((store) => ({
        name: store.name,
        keyPath: store.keyPath ?? null,
        indexes: (store.indexes ?? []).map((index) => index.name).sort(),
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  })

  await context.setOffline(true)
  await expectDraftsShown(page, plan.drafts)
  if (plan.takes.length > 0) await expectTakesInStudio(page, owner, plan.takes)
  await context.setOffline(false)
  if (plan.takes.length > 0) expect(await serverTakes(page, owner.sessionId)).toHaveLength(plan.takes.length)
  return { context, page }
}

for (const version of [1, 2, 3]) {
  test(`a device left at version ${version} of the database opens with every draft and take, each sent once`, async ({
    browser,
  }) => {
    test.setTimeout(120_000)
    const owner = await prepareOwner(browser, `Version ${version} morning`, lines)
    const errors: string[] = []
    const plan = deviceAt(version, owner)
    const { context, page } = await openOldDevice(browser, owner, version, plan, errors)
    if (version >= 3)
      await expect
        .poll(async () => (await keysOf(page, 'voice-acting', 'activities')).keys.length, {
          message: 'the old activity record sent',
        })
        .toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })
}

test('what the current version (4) wrote survives the start: drafts, takes, a queued message reach the server once', async ({
  browser,
}) => {
  test.setTimeout(150_000)
  const owner = await prepareOwner(browser, 'Version 4 morning', lines, true)
  const errors: string[] = []
  const plan = deviceAt(4, owner)
  const message = `Sent from the device, version 4 (${testId()}).`
  plan.records.push(...queuedMessage(owner.userId, owner.friendId!, message))
  const { context, page } = await openOldDevice(browser, owner, 4, plan, errors)

  const conversation = async () =>
    (
      await apiAsMember<{ items: Array<{ body: string }> }>(
        page,
        'GET',
        `/api/conversations/${owner.friendId}/messages`,
      )
    ).json.items
  await expect
    .poll(async () => (await conversation()).map((item) => item.body), {
      timeout: 30_000,
      message: 'the queued message on the server',
    })
    .toEqual([message])
  await expect.poll(async () => (await keysOf(page, 'voice-acting', 'message-outbox')).keys).toEqual([])
  await page.reload()
  expect((await conversation()).map((item) => item.body)).toEqual([message])
  expect(errors).toEqual([])
  await context.close()
})

test('records in shapes the current code refuses are migrated or kept, never dropped, and the app runs', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const owner = await prepareOwner(browser, 'Odd shapes', lines)
  const errors: string[] = []
  const at = new Date(Date.now() - 600_000).toISOString()
  // A draft without its flags (dirty, baseVersion, revision, archivedAt, conflict): read as unsent.
  const flagless: OldDraft = {
    id: testId(),
    title: 'Without its flags',
    body: 'ANNA: Every word of this is kept.',
    baseVersion: null,
  }
  // A take whose duration is not whole, with no byte counts, its audio held three ways.
  const oddTake = {
    id: testId(),
    sessionId: owner.sessionId,
    lineId: owner.script.lines[0]!.id,
    userId: owner.userId,
    mime: 'audio/webm;codecs=opus',
    startedAt: at,
    durationMs: 1500.5,
    state: 'saved',
  }
  const ownerless = { id: testId(), title: 'Whose is this?', body: 'BEN: Nobody can say.' }
  const unknownKind = {
    id: testId(),
    kind: 'teleport',
    key: 'teleport:1',
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
  }
  const plan: OldDevicePlan = {
    records: [
      {
        store: 'drafts',
        value: {
          id: flagless.id,
          ownerId: owner.userId,
          title: flagless.title,
          body: flagless.body,
          createdAt: at,
          updatedAt: at,
        },
      },
      queueItem('draft', `draft:${flagless.id}`),
      { store: 'takes', value: oddTake },
      ...chunksOf(oddTake.id, webm, 3, ['ArrayBuffer', 'Blob', 'Uint8Array']),
      queueItem('upload', `take:${oddTake.id}`),
      { store: 'drafts', value: ownerless },
      { store: 'sync-queue', value: unknownKind },
    ],
    drafts: [flagless],
    takes: [{ id: oddTake.id, line: lines[0]![1], bytes: webm }],
  }
  const { context, page } = await openOldDevice(browser, owner, 2, plan, errors)

  await page.reload()
  await expect(page.getByRole('heading', { name: owner.script.title, level: 1 })).toBeVisible()
  expect((await keysOf(page, 'voice-acting', 'drafts')).keys).toContain(ownerless.id)
  expect((await keysOf(page, 'voice-acting', 'sync-queue')).keys).toContain(unknownKind.key)
  expect(errors).toEqual([])
  await context.close()
})
