// The sync handler for kind 'upload': sends a saved take's audio with tus and, once the server has
// confirmed the last byte, marks it 'uploaded' and frees its chunks. Until then the audio stays on
// the device. No answer, 401, 408, 409, 423, 429, 5xx: retried with the queue's back-off (resuming);
// any other refusal (bad metadata, 413, 415): failed for good with the server's message.
import { takeUploadMetadata, takeUploadPath, takeUploadPieceBytes, type TakeUploadMetadata } from '#contract/takes'
import type { RefreshOutcome } from '../api/api-client'
import { isPassingStatus } from '../api/retry-policy'
import type { SyncHandler, SyncResult } from '../offline/sync-queue'
import type { LocalTake, TakesStore } from './takes-store'
import { keepTakeAudio } from './take-audio-cache'
import { takeIdFromKey } from './queue-take-upload'
import { recordedContainer } from './recording-mime'
import type { AudioContainer } from '#shared/audio-container'
import { loadTusClient, sendWithTus, type TusClient, type TusOutcome } from './tus-send'
import { activityActions } from '#shared/activity-constants'
import { logActivity } from '../activities'

export interface TakeUploadDeps {
  takes: TakesStore
  /** The bearer token now (a refresh replaces it). */
  token: () => string | null
  refresh: () => Promise<RefreshOutcome>
  currentUserId: () => string | null
  /** '' in the browser (same origin); a full origin in tests. */
  baseUrl?: string
  chunkSize?: number
  loadTus?: () => Promise<TusClient>
  /** Keeps the uploaded audio for playback before the chunks go (default: the `take-audio` cache). */
  keepAudio?: (takeId: string, audio: Blob) => Promise<void>
}

/** tus adds two that pass: 409, the offset moved (another tab sent a chunk); 423, the upload is busy. */
const isRetryable = (status: number | null) => isPassingStatus(status) || status === 409 || status === 423
/** The server no longer knows the upload (expired, cleaned up): start a new one next time. */
const isGone = (status: number | null) => status === 404 || status === 410

export const unknownAudioMessage = 'This take’s audio is not WebM, Ogg or MP4, so it cannot be sent.'

/** The take as the server records it, its container read from the audio itself. */
function metadataOf(take: LocalTake, container: AudioContainer) {
  return takeUploadMetadata.safeParse({
    takeId: take.id,
    sessionId: take.sessionId,
    lineId: take.lineId,
    durationMs: Math.max(1, take.durationMs),
    mime: container,
    ...(Number.isFinite(Date.parse(take.startedAt)) && { recordedAt: new Date(take.startedAt).toISOString() }),
    ...(typeof take.cueEndMs === 'number' && { cueEndMs: take.cueEndMs }),
  })
}

/** From the end of the recording until the server had it: how long the take waited on the device. */
function waitedSince(take: LocalTake): number {
  return Math.max(0, Math.round(Date.now() - (Date.parse(take.startedAt) + take.durationMs)))
}

export function createTakeUploadHandler({
  takes,
  token,
  refresh,
  currentUserId,
  baseUrl = '',
  chunkSize = takeUploadPieceBytes,
  loadTus = loadTusClient,
  keepAudio = keepTakeAudio,
}: TakeUploadDeps): SyncHandler {
  const endpoint = () => new URL(takeUploadPath, baseUrl || location.origin).href

  async function giveUp(id: string, message: string): Promise<SyncResult> {
    // A new upload next time: the server's copy of a refused one must not count as finished.
    await takes.update(id, (take) => ({
      ...take,
      state: 'saved',
      uploadUrl: null,
      uploadedBytes: 0,
      uploadError: message,
    }))
    return { outcome: 'failed', error: message }
  }

  async function send(blob: Blob, metadata: TakeUploadMetadata, ownerId: string): Promise<TusOutcome> {
    // Only the owner's token: another member signing in mid-upload must not send it as theirs.
    const ownersToken = () => (currentUserId() === ownerId ? token() : null)
    const options = { loadTus, endpoint: endpoint(), takes, token: ownersToken, chunkSize }
    const first = await sendWithTus(blob, metadata, options)
    if (first.ok || first.status !== 401 || (await refresh()) !== 'refreshed') return first
    return sendWithTus(blob, metadata, options)
  }

  return async (item) => {
    const id = takeIdFromKey(item.key)
    const take = await takes.get(id)
    if (!take || take.state === 'uploaded') return { outcome: 'done' }
    if (take.state === 'recording') return { outcome: 'retry', error: 'The take is still being recorded.' }
    if (take.userId !== currentUserId())
      return { outcome: 'retry', error: 'Waiting for the member who recorded this take to log in.' }
    const blob = await takes.assemble(id)
    if (!blob || blob.size === 0) return giveUp(id, 'This take has no audio on this device.')
    const container = await recordedContainer(blob, take.mime)
    if (!container) return giveUp(id, unknownAudioMessage)
    const metadata = metadataOf(take, container)
    if (!metadata.success)
      return giveUp(id, `This take cannot be uploaded: ${metadata.error.issues[0]?.message ?? 'bad metadata'}.`)

    await takes.update(id, (current) => ({ ...current, state: 'uploading', uploadError: null }))
    const outcome = await send(blob, metadata.data, take.userId)
    if (outcome.ok) {
      if (currentUserId() !== take.userId) {
        // The owner logged out while it was sent: the server has it, this device forgets it.
        await takes.remove(id)
        return { outcome: 'done' }
      }
      // Best effort: the server has the take, a full disk here must not keep its chunks forever.
      await keepAudio(id, blob).catch(() => undefined)
      await takes.update(id, (current) => ({
        ...current,
        state: 'uploaded',
        uploadedBytes: current.bytes,
        uploadError: null,
      }))
      await takes.deleteChunks(id)
      void logActivity(activityActions.takeUploaded, {
        durationMs: Math.round(take.durationMs),
        waitedMs: waitedSince(take),
      })
      return { outcome: 'done' }
    }
    // Another tab may have finished it meanwhile: an uploaded take is never set back.
    const unlessUploaded = (change: (current: LocalTake) => LocalTake) => (current: LocalTake) =>
      current.state === 'uploaded' ? undefined : change(current)
    if (isGone(outcome.status)) {
      await takes.update(
        id,
        unlessUploaded((current) => ({ ...current, state: 'saved', uploadUrl: null, uploadedBytes: 0 })),
      )
      return { outcome: 'retry', error: outcome.message }
    }
    if (outcome.status === 415 && take.uploadUrl) {
      // Begun by an earlier version under the mime it asked for: sent again, declared by its bytes.
      await takes.update(
        id,
        unlessUploaded((current) => ({ ...current, state: 'saved', uploadUrl: null, uploadedBytes: 0 })),
      )
      return { outcome: 'retry', error: outcome.message }
    }
    if (isRetryable(outcome.status)) {
      await takes.update(
        id,
        unlessUploaded((current) => ({ ...current, state: 'saved' })),
      )
      return { outcome: 'retry', error: outcome.message }
    }
    return giveUp(id, outcome.message)
  }
}
