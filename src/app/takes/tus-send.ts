// One tus attempt for one take's audio: resumes the upload the take's record remembers (the server
// answers HEAD with its offset, so bytes it has are not sent again), else creates one. tus-js-client
// is loaded here, on the first upload, so the app's first load does not carry it.
import type * as TusModule from 'tus-js-client'
import type { DetailedError } from 'tus-js-client'
import type { TakeUploadMetadata } from '#contract/takes'
import { messageInBody } from '../api/api-error'
import type { TakesStore } from './takes-store'
import { takeFingerprint, takeUrlStorage } from './take-url-storage'

/** ok, or what went wrong: status null when the server never answered. */
export type TusOutcome = { ok: true } | { ok: false; status: number | null; message: string }

export type TusClient = typeof TusModule

/** The browser build in the app; tests under Node load that same build by its path. */
export const loadTusClient = (): Promise<TusClient> => import('tus-js-client')

export interface TusSendOptions {
  loadTus: () => Promise<TusClient>
  endpoint: string
  takes: TakesStore
  token: () => string | null
  chunkSize: number
}

function outcomeOf(error: Error | DetailedError): TusOutcome {
  const response = 'originalResponse' in error ? error.originalResponse : null
  if (!response)
    return {
      ok: false,
      status: null,
      message: 'Could not reach the server. The take stays on this device and is sent later.',
    }
  const status = response.getStatus()
  return {
    ok: false,
    status,
    message: messageInBody(response.getBody() ?? '') ?? `The server refused the take (${status}).`,
  }
}

export async function sendWithTus(
  blob: Blob,
  metadata: TakeUploadMetadata,
  { loadTus, endpoint, takes, token, chunkSize }: TusSendOptions,
): Promise<TusOutcome> {
  const { Upload } = await loadTus()
  const takeId = metadata.takeId
  // Progress writes run one after another and are awaited before answering, so none lands late.
  let progress: Promise<unknown> = Promise.resolve()
  return new Promise<TusOutcome>((resolve) => {
    const answer = (outcome: TusOutcome) => void progress.then(() => resolve(outcome))
    const upload = new Upload(blob, {
      endpoint,
      // tus metadata is text: numbers travel as their digits.
      metadata: Object.fromEntries(
        Object.entries(metadata).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
      ),
      uploadSize: blob.size,
      chunkSize,
      fingerprint: async () => takeFingerprint(takeId),
      urlStorage: takeUrlStorage(takes),
      // The sync queue owns retries and their back-off.
      retryDelays: null,
      onBeforeRequest(request) {
        const current = token()
        if (current) request.setHeader('Authorization', `Bearer ${current}`)
      },
      onChunkComplete(_size, accepted) {
        // A failed progress write (a full device) must not keep the answer from ever coming.
        progress = progress
          .then(() => takes.update(takeId, (take) => ({ ...take, uploadedBytes: accepted })))
          .catch(() => undefined)
      },
      onSuccess: () => answer({ ok: true }),
      onError: (error) => answer(outcomeOf(error)),
    })
    upload.findPreviousUploads().then(
      (previous) => {
        if (previous[0]) upload.resumeFromPreviousUpload(previous[0])
        upload.start()
      },
      (error: Error) => answer(outcomeOf(error)),
    )
  })
}
