// One take at a time: idle → recording → stopped (→ playing → stopped). Each chunk from the capture
// device is written to the takes store as it arrives, in order; stopping waits for the last write,
// marks the take 'saved' and queues its upload. A failure (microphone, full storage) ends in a state
// with `error` set for the alert, keeping whatever was already written.
import { newId } from '#shared/new-id'
import type { SyncQueue } from '../offline/sync-queue'
import type { TakesStore } from './takes-store'
import type { CaptureDevice, CaptureSession } from './capture-device'
import type { CaptureReport } from './capture-processing'
import { isQuotaError, microphoneErrorMessage, microphoneMessages, storageFullMessage } from './capture-errors'
import { queueTakeUpload } from './queue-take-upload'
import { pickRecordingMime, recordedMime } from './recording-mime'
import { recordRtcCapture } from './recordrtc-capture'
import { askPersistentStorage } from './storage-persistence'
import { subscribable, type Subscribable } from '../ui/subscribable'
import { keepTakeMeasures } from './take-level'
import { holdTakeLock } from './take-locks'
import { activityActions } from '#shared/activity-constants'
import { logActivity } from '../activities'
import { errorText } from '#shared/error-text'

export type { Subscribable } from '../ui/subscribable'

export type RecorderStatus = 'idle' | 'recording' | 'stopped' | 'playing'

export interface RecorderState {
  status: RecorderStatus
  /** The take being recorded, last recorded or played. */
  takeId: string | null
  /** Alert text of the last failure; cleared by the next start. */
  error: string | null
  /** What the browser reported of the microphone for the take being or last recorded. */
  capture: CaptureReport | null
}

export interface TakeTarget {
  sessionId: string
  lineId: string
  userId: string
}

export interface Recorder extends Subscribable<RecorderState> {
  /** The input's peak while recording, 0..1 of full scale (0 otherwise). */
  level: Subscribable<number>
  start(target: TakeTarget): Promise<void>
  stop(): Promise<void>
  /** The running take was recorded through the partner's cue, whose last sound reached the recording
   *  at `at` (epoch ms, latency corrected): kept on the take as `cueEndMs`, which it returns. */
  markCueEnd(at: number): Promise<number | null>
  /** Stops the running take and forgets it: the member stopped the cue before saying a word. */
  discard(): Promise<void>
  play(takeId: string): void
  endPlayback(): void
  /** The take being recorded by this page, so it is not offered as interrupted. */
  recordingTakeIds(): ReadonlySet<string>
}

export interface RecorderDeps {
  takes: TakesStore
  queue: Pick<SyncQueue, 'enqueue'>
  device?: CaptureDevice
  now?: () => number
  pickMime?: () => string | null
  askPersistence?: () => Promise<boolean>
  timeSliceMs?: number
  levelIntervalMs?: number
  /** Measures a saved take's loudness and peak for its row; by default on the device, in the audio worker. */
  measureLevel?: (takeId: string, audio: Blob) => Promise<void>
}

interface Running {
  takeId: string
  startedAt: number
  session: CaptureSession
  writes: Promise<void>
  /** A write failed: later chunks are dropped and the take keeps the duration of what was written. */
  failed: boolean
  /** The mime the recorder was asked for, until the first audio shows what it really records. */
  askedMime: string | null
  releaseLock: () => void
  /** The device had no network as the take started or as it stopped: it counts as recorded offline. */
  offline: boolean
}

export function createRecorder({
  takes,
  queue,
  device = recordRtcCapture,
  now = Date.now,
  pickMime = pickRecordingMime,
  askPersistence = askPersistentStorage,
  timeSliceMs = 1000,
  levelIntervalMs = 50,
  measureLevel = (takeId, audio) => keepTakeMeasures(takes, queue, takeId, audio),
}: RecorderDeps): Recorder {
  const state = subscribable<RecorderState>({ status: 'idle', takeId: null, error: null, capture: null })
  const level = subscribable(0)
  let running: Running | null = null
  let levelTimer: ReturnType<typeof setInterval> | undefined
  // start and stop run one after the other, so a double press cannot open two recordings. With none
  // under way, one starts at once, not a microtask later: the press's re-render of the studio would
  // run first, and the take begin that much later (issue 38).
  let operations: Promise<void> = Promise.resolve()
  let underWay = 0
  const serially = (operation: () => Promise<void>) => {
    underWay++
    const run = () => operation().finally(() => underWay--)
    operations = underWay === 1 ? run() : operations.then(run, run)
    return operations
  }

  const fail = (error: string) => state.set({ ...state.get(), error })

  function writeChunk(take: Running, seq: number, chunk: Blob): Promise<void> {
    return (async () => {
      if (take.failed) return
      try {
        await takes.appendChunk(take.takeId, seq, await chunk.arrayBuffer(), now() - take.startedAt)
        if (take.askedMime && chunk.size > 0) await keepRecordedMime(take, take.askedMime, chunk)
      } catch (error) {
        take.failed = true
        fail(
          isQuotaError(error)
            ? storageFullMessage(error)
            : `The recording could not be saved on this device: ${errorText(error)}`,
        )
        void stop()
      }
    })()
  }

  async function keepRecordedMime(take: Running, askedMime: string, firstChunk: Blob): Promise<void> {
    take.askedMime = null
    const mime = await recordedMime(firstChunk, askedMime)
    if (mime !== askedMime) await takes.update(take.takeId, (current) => ({ ...current, mime }))
  }

  async function begin(target: TakeTarget): Promise<void> {
    const { status } = state.get()
    if (status === 'recording' || status === 'playing') return
    if (state.get().error !== null) state.set({ ...state.get(), error: null })
    const mime = pickMime()
    if (!mime) return fail(microphoneMessages.unsupported)
    void askPersistence()
    const takeId = newId()
    let seq = 0
    const pending: Blob[] = []
    let onChunk = (chunk: Blob) => void pending.push(chunk)
    let session: CaptureSession
    try {
      session = await device.start({ mime, timeSliceMs, onChunk: (chunk) => onChunk(chunk) })
    } catch (error) {
      return fail(microphoneErrorMessage(error))
    }
    const startedAt = now()
    // Held before the record exists, so no other tab ever sees this take as interrupted.
    const releaseLock = holdTakeLock(takeId)
    const take: Running = {
      takeId,
      startedAt,
      session,
      writes: Promise.resolve(),
      failed: false,
      askedMime: mime,
      releaseLock,
      offline: !navigator.onLine,
    }
    try {
      await takes.create({
        id: takeId,
        ...target,
        mime,
        startedAt: new Date(startedAt).toISOString(),
        durationMs: 0,
        state: 'recording',
        bytes: 0,
        uploadedBytes: 0,
        uploadUrl: null,
        uploadError: null,
        ...(session.leadInMs ? { leadInMs: session.leadInMs } : {}),
      })
    } catch (error) {
      releaseLock()
      await session.stop().catch(() => {})
      return fail(
        isQuotaError(error)
          ? storageFullMessage(error)
          : `The recording could not be saved on this device: ${errorText(error)}`,
      )
    }
    onChunk = (chunk) => {
      const next = seq++
      take.writes = take.writes.then(() => writeChunk(take, next, chunk))
    }
    pending.splice(0).forEach(onChunk)
    running = take
    state.set({ status: 'recording', takeId, error: null, capture: session.report })
    void logActivity(activityActions.recordingStarted)
    levelTimer = setInterval(() => level.set(session.readPeak()), levelIntervalMs)
  }

  /** Stops the meter and the microphone, and waits for the take's last chunk to be written. */
  async function endCapture(take: Running): Promise<void> {
    clearInterval(levelTimer)
    level.set(0)
    try {
      await take.session.stop()
    } catch {
      // The device failed to stop cleanly; the chunks already handed over are what the take has.
    }
    await take.writes
  }

  async function finish(): Promise<void> {
    const take = running
    if (!take) return
    take.offline ||= !navigator.onLine
    await endCapture(take)
    const error = state.get().error
    try {
      const saved = await takes.update(take.takeId, (current) => ({
        ...current,
        state: 'saved',
        durationMs: take.failed ? current.durationMs : Math.max(current.durationMs, now() - take.startedAt),
      }))
      if (saved && saved.bytes === 0) {
        await takes.remove(take.takeId)
        state.set({
          ...state.get(),
          status: 'idle',
          takeId: null,
          error: error ?? 'Nothing was recorded. Check the microphone and try again.',
        })
        return
      }
      // Read before the upload is queued: once uploaded, the chunks leave the device.
      const audio = await takes.assemble(take.takeId)
      await queueTakeUpload(queue, take.takeId)
      if (audio) void measureLevel(take.takeId, audio)
      state.set({ ...state.get(), status: 'stopped', takeId: take.takeId, error })
      // Offline as it started or stopped, not as it is now: saving took a moment, the network may be back.
      void logActivity(activityActions.recordingFinished, {
        durationMs: Math.round(saved?.durationMs ?? 0),
        online: !take.offline,
      })
    } catch (failure) {
      // The take stays 'recording' on the device and is offered as interrupted next time.
      state.set({
        ...state.get(),
        status: 'stopped',
        takeId: take.takeId,
        error: error ?? `The take could not be finished on this device: ${errorText(failure)}`,
      })
    } finally {
      // Only now: until the take is 'saved', another tab must not offer it as interrupted.
      running = null
      take.releaseLock()
    }
  }

  const stop = () => serially(finish)

  async function markCueEnd(at: number): Promise<number | null> {
    const take = running
    if (!take) return null
    // In the take's own time, which begins its lead-in before the press.
    const cueEndMs = Math.max(0, Math.round(at - take.startedAt + (take.session.leadInMs ?? 0)))
    await takes.update(take.takeId, (current) => ({ ...current, cueEndMs })).catch(() => undefined)
    return cueEndMs
  }

  async function abandon(): Promise<void> {
    const take = running
    if (!take) return
    await endCapture(take)
    await takes.remove(take.takeId).catch(() => undefined)
    running = null
    take.releaseLock()
    state.set({ ...state.get(), status: 'idle', takeId: null })
  }

  return {
    get: state.get,
    subscribe: state.subscribe,
    level,
    start: (target) => serially(() => begin(target)),
    stop,
    markCueEnd,
    discard: () => serially(abandon),
    play(takeId) {
      if (state.get().status === 'recording') return
      state.set({ ...state.get(), status: 'playing', takeId, error: null })
    },
    endPlayback() {
      if (state.get().status === 'playing') state.set({ ...state.get(), status: 'stopped' })
    },
    recordingTakeIds: () => new Set(running ? [running.takeId] : []),
  }
}
