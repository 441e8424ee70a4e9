// Sends one library file with tus (resumable, as takes are). The upload id is the audio id the app
// makes, sent in the metadata. tus-js-client remembers the upload by the file (name, size, type,
// date) in localStorage: choosing the same file again after a cut or a reload resumes where the
// server stopped, and a lost connection is retried by itself a few times before the page says so.
import { libraryUploadPath, type LibraryUploadMetadata } from '#contract/audio-library'
import { messageInBody } from '../api/api-error'

export interface LibraryUploadOptions {
  token: () => string | null
  onProgress: (sentBytes: number, totalBytes: number) => void
  /** '' in the browser (same origin). */
  baseUrl?: string
  chunkSize?: number
}

export interface LibraryUploadHandle {
  /** The audio id: the metadata's, or an earlier upload's of the same file when it resumed that. */
  done: Promise<string>
  /** Stops sending; what the server has is kept, so sending the same file again resumes. */
  abort: () => void
}

/** Delays between automatic retries after a lost connection (tus-js-client's option). */
export const libraryRetryDelays = [1000, 3000, 5000, 10_000]
export const libraryUnreachable =
  'The server cannot be reached. Your file is not lost: choose Upload again when you are back online and it continues where it stopped.'

export function uploadLibraryAudio(
  file: Blob,
  metadata: LibraryUploadMetadata,
  { token, onProgress, baseUrl = '', chunkSize = 5 * 1024 * 1024 }: LibraryUploadOptions,
): LibraryUploadHandle {
  let abort = () => {}
  // tus-js-client loads with the first upload (as takes' tus-send.ts does), never on a first visit.
  const done = import('tus-js-client').then(
    ({ Upload }) =>
      new Promise<string>((resolve, reject) => {
        const upload = new Upload(file, {
          endpoint: `${baseUrl}${libraryUploadPath}`,
          metadata: Object.fromEntries(
            Object.entries(metadata)
              .filter(([, value]) => value !== undefined)
              .map(([key, value]) => [key, String(value)]),
          ),
          uploadSize: file.size,
          chunkSize,
          retryDelays: libraryRetryDelays,
          removeFingerprintOnSuccess: true,
          onBeforeRequest(request) {
            const current = token()
            if (current) request.setHeader('Authorization', `Bearer ${current}`)
          },
          onProgress: (sent, total) => onProgress(sent, total),
          onSuccess: () => resolve(decodeURIComponent(upload.url?.split('/').pop() ?? metadata.audioId)),
          onError(error) {
            const response = 'originalResponse' in error ? error.originalResponse : null
            if (!response) return reject(new Error(libraryUnreachable))
            reject(
              new Error(
                messageInBody(response.getBody() ?? '') ?? `The server refused the upload (${response.getStatus()}).`,
              ),
            )
          },
        })
        abort = () => void upload.abort()
        upload.findPreviousUploads().then(
          (previous) => {
            if (previous[0]) upload.resumeFromPreviousUpload(previous[0])
            upload.start()
          },
          () => upload.start(),
        )
      }),
  )
  return { done, abort: () => abort() }
}
