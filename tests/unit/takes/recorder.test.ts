import { afterEach, describe, expect, it, vi } from 'vitest'
import { setActivityLogDeps } from '#app/activities/activity-deps'
import { activitiesOn } from '#app/activities/activity-store'
import { createAuth } from '#app/auth/auth'
import { createOfflineServices } from '#app/offline/open-offline'
import type { AppDatabase } from '#app/offline/database'
import { readSyncItems } from '#app/offline/sync-queue-items'
import { createSyncQueue } from '#app/offline/sync-queue'
import { createTakesStore } from '#app/takes/takes-store'
import { microphoneMessages } from '#app/takes/capture-errors'
import { takeSyncKey } from '#app/takes/queue-take-upload'
import { createRecorder, type RecorderDeps } from '#app/takes/recorder'
import { fixtureNamed } from '#tests/support/audio-fixtures'
import { openTestDatabase } from '../offline/support'
import { domError, fakeCapture } from './support/fake-capture'
import { audioChunks, bytesOf, joined } from './support/takes'

const opened: AppDatabase[] = []
afterEach(() => opened.splice(0).forEach((db) => db.close()))

const target = { sessionId: 'session-1', lineId: 'line-1', userId: 'user-1' }

async function setUp(overrides: Partial<RecorderDeps> = {}) {
  const db = await openTestDatabase()
  opened.push(db)
  const takes = createTakesStore(db)
  const queue = createSyncQueue({ db, isOnline: () => false })
  const device = fakeCapture()
  let clock = 1_000_000
  let persistenceAsked = 0
  const recorder = createRecorder({
    takes,
    queue,
    device,
    now: () => clock,
    pickMime: () => 'audio/webm;codecs=opus',
    askPersistence: async () => {
      persistenceAsked += 1
      return true
    },
    levelIntervalMs: 5,
    ...overrides,
  })
  return { db, takes, device, recorder, tick: (ms: number) => (clock += ms), persistenceAsked: () => persistenceAsked }
}

describe('recorder', () => {
  it.each([
    ['firefox.ogg', 'audio/webm;codecs=opus', 'audio/ogg'],
    ['firefox.ogg', 'audio/ogg; codecs=opus', 'audio/ogg; codecs=opus'],
    ['webkit.mp4', 'audio/mp4; codecs=mp4a', 'audio/mp4; codecs=mp4a'],
    ['chromium.webm', 'audio/webm;codecs=opus', 'audio/webm;codecs=opus'],
  ])(
    'a take whose first chunk is %s, typed %s by the recorder, keeps the mime %s',
    async (fixture, chunkType, kept) => {
      const { takes, device, recorder } = await setUp()
      await recorder.start(target)
      const takeId = recorder.get().takeId as string
      const { bytes } = fixtureNamed(fixture)
      device.emit(new Uint8Array(), chunkType)
      device.emit(bytes.subarray(0, 100), chunkType)
      device.emit(bytes.subarray(100), chunkType)
      await recorder.stop()
      expect(await takes.get(takeId)).toMatchObject({ mime: kept, state: 'saved', bytes: bytes.length })
    },
  )

  it('writes each chunk as it arrives, then saves the take and queues its upload', async () => {
    const { db, takes, device, recorder, tick, persistenceAsked } = await setUp()
    await recorder.start(target)
    expect(recorder.get()).toMatchObject({ status: 'recording', error: null })
    expect(device.options).toMatchObject({ mime: 'audio/webm;codecs=opus', timeSliceMs: 1000 })
    expect(persistenceAsked()).toBe(1)
    const takeId = recorder.get().takeId as string

    const chunks = audioChunks(4, 500)
    for (const chunk of chunks.slice(0, 3)) {
      tick(1000)
      device.emit(chunk)
    }
    await expect.poll(async () => (await takes.get(takeId))?.bytes).toBe(1500)
    expect(await takes.get(takeId)).toMatchObject({ state: 'recording', durationMs: 3000 })

    device.finalChunk = chunks[3] as Uint8Array
    tick(400)
    await recorder.stop()
    expect(recorder.get()).toMatchObject({ status: 'stopped', takeId, error: null })
    expect(await takes.get(takeId)).toMatchObject({ state: 'saved', bytes: 2000, durationMs: 3400, ...target })
    expect(await bytesOf((await takes.assemble(takeId)) as Blob)).toEqual(joined(chunks))
    const items = await readSyncItems(db)
    expect(items).toMatchObject([{ kind: 'upload', key: takeSyncKey(takeId) }])
  })

  it('a take started with no network counts as recorded offline, though the network is back as it is saved', async () => {
    const { db, device, recorder } = await setUp()
    const services = createOfflineServices(db, { debounceMs: 60_000 })
    setActivityLogDeps({
      auth: createAuth({ storage: localStorage }),
      device: () => Promise.resolve({ services }),
      variant: 'main',
    })
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      await recorder.start(target)
      device.emit(audioChunks(1, 100)[0]!)
      onLine.mockReturnValue(true)
      await recorder.stop()
      await expect
        .poll(async () => (await activitiesOn(services).oldest(10)).find((r) => r.action === 'recording-finished'))
        .toMatchObject({ context: { online: false } })
    } finally {
      onLine.mockRestore()
      setActivityLogDeps(null)
    }
  })

  it('publishes the input level while recording and 0 after', async () => {
    const { device, recorder } = await setUp()
    const seen: number[] = []
    recorder.level.subscribe(() => seen.push(recorder.level.get()))
    device.level = 0.6
    await recorder.start(target)
    await expect.poll(() => recorder.level.get()).toBe(0.6)
    device.emit(new Uint8Array(10))
    await recorder.stop()
    expect(recorder.level.get()).toBe(0)
    expect(seen).toEqual([0.6, 0])
  })

  it('opens one recording when start is pressed twice', async () => {
    const { takes, recorder } = await setUp()
    await Promise.all([recorder.start(target), recorder.start(target)])
    expect(await takes.listForSession('session-1')).toHaveLength(1)
    await recorder.stop()
  })

  it('starts capturing within the press when nothing else is under way, and no sooner than a stop still running', async () => {
    const { device, recorder } = await setUp()
    const pressed = recorder.start(target)
    // Before any await: a re-render the press set off would otherwise run first (issue 38).
    expect(device.options).not.toBeNull()
    await pressed
    device.options = null
    const stopping = recorder.stop()
    const again = recorder.start(target)
    expect(device.options).toBeNull()
    await stopping
    await again
    expect(device.options).not.toBeNull()
    expect(recorder.get().status).toBe('recording')
    await recorder.stop()
  })

  it('a press does not announce a change when there is none to announce', async () => {
    const { recorder } = await setUp()
    const seen: string[] = []
    recorder.subscribe(() => seen.push(recorder.get().status))
    await recorder.start(target)
    expect(seen).toEqual(['recording'])
    await recorder.stop()
  })

  it.each([
    ['NotAllowedError', microphoneMessages.denied],
    ['NotFoundError', microphoneMessages.missing],
    ['NotReadableError', microphoneMessages.busy],
  ])('a microphone failing with %s shows a clear alert and stores nothing', async (name, message) => {
    const { takes, device, recorder } = await setUp()
    device.failWith = domError(name)
    await recorder.start(target)
    expect(recorder.get()).toEqual({ status: 'idle', takeId: null, error: message, capture: null })
    expect(await takes.listForSession('session-1')).toEqual([])
  })

  it('says so when the browser records in no usable format', async () => {
    const { recorder } = await setUp({ pickMime: () => null })
    await recorder.start(target)
    expect(recorder.get().error).toBe(microphoneMessages.unsupported)
  })

  it('a take with no audio is dropped, not queued', async () => {
    const { db, takes, recorder } = await setUp()
    await recorder.start(target)
    await recorder.stop()
    expect(recorder.get()).toMatchObject({
      status: 'idle',
      error: 'Nothing was recorded. Check the microphone and try again.',
    })
    expect(await takes.listForSession('session-1')).toEqual([])
    expect(await readSyncItems(db)).toEqual([])
  })

  it('full storage stops the recording with a plain message and keeps what was written', async () => {
    const { db, takes, device, recorder, tick } = await setUp()
    await recorder.start(target)
    const takeId = recorder.get().takeId as string
    tick(1000)
    device.emit(new Uint8Array(100))
    await expect.poll(async () => (await takes.get(takeId))?.bytes).toBe(100)

    // The browser's IndexedDB refusing a write because the disk is full.
    const put = IDBObjectStore.prototype.put
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      if (this.name === 'recording-chunks') throw new DOMException('the quota has been exceeded.', 'QuotaExceededError')
      return put.apply(this, args)
    }
    try {
      tick(1000)
      device.emit(new Uint8Array(100))
      await expect.poll(() => recorder.get().status).toBe('stopped')
    } finally {
      IDBObjectStore.prototype.put = put
    }
    expect(recorder.get().error).toBe(
      'The device is out of storage space: the quota has been exceeded. The recording stopped; what was recorded until now is kept. Free some space, then record again.',
    )
    expect(device.stopped).toBe(1)
    expect(await takes.get(takeId)).toMatchObject({ state: 'saved', bytes: 100, durationMs: 1000 })
    expect(await readSyncItems(db)).toMatchObject([{ kind: 'upload', key: takeSyncKey(takeId) }])
  })

  it('plays only when not recording', async () => {
    const { recorder, device } = await setUp()
    await recorder.start(target)
    recorder.play('other')
    expect(recorder.get().status).toBe('recording')
    device.emit(new Uint8Array(4))
    await recorder.stop()
    recorder.play('other')
    expect(recorder.get()).toMatchObject({ status: 'playing', takeId: 'other' })
    recorder.endPlayback()
    expect(recorder.get().status).toBe('stopped')
  })

  // The cue's last sound reached the member 2140 ms after the press. With a lead-in, the take's first
  // sound is from before the press (pressed at 1,000,000), so the cue ends that much later in the take.
  it.each([
    { leadInMs: 0, cueEndMs: 2140 },
    { leadInMs: 300, cueEndMs: 2440 },
  ])(
    'keeps where the cue ended in a take recorded through it, in ms from the take’s start (lead-in $leadInMs ms)',
    async ({ leadInMs, cueEndMs }) => {
      const { takes, device, recorder, tick } = await setUp()
      device.leadInMs = leadInMs
      await recorder.start(target)
      const takeId = recorder.get().takeId as string
      tick(2400)
      device.emit(audioChunks(1, 100)[0]!)
      expect(await recorder.markCueEnd(1_000_000 + 2140)).toBe(cueEndMs)
      await recorder.stop()
      expect(await takes.get(takeId)).toMatchObject({ state: 'saved', cueEndMs })
      expect((await takes.get(takeId))?.leadInMs).toBe(leadInMs || undefined)
      expect(await recorder.markCueEnd(1_000_000 + 5000)).toBeNull()
    },
  )

  it('discards a take whose cue was stopped: nothing is kept on the device or queued', async () => {
    const { db, takes, device, recorder } = await setUp()
    await recorder.start(target)
    device.emit(audioChunks(1, 100)[0]!)
    await recorder.discard()
    expect(recorder.get()).toMatchObject({ status: 'idle', takeId: null, error: null })
    expect(device.stopped).toBe(1)
    expect(await takes.listForSession('session-1')).toEqual([])
    expect(await readSyncItems(db)).toEqual([])
    // The next take records as usual.
    await recorder.start(target)
    expect(recorder.get().status).toBe('recording')
  })
})
