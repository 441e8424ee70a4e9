// Failures of recording turned into the sentence the studio shows in its alert. getUserMedia names
// its errors differently across browsers (and older Chrome used its own names), so each group lists
// every name seen for it.

export const microphoneMessages = {
  denied: "Microphone access was denied. Allow the microphone for this site in the browser's settings, then try again.",
  missing: 'No microphone was found. Connect a microphone and try again.',
  busy: 'The microphone is in use by another app or could not be started. Close the other app and try again.',
  unsupported:
    'This browser cannot record audio here. Recording needs a recent browser and a secure (https) connection.',
} as const

const deniedNames = new Set(['NotAllowedError', 'PermissionDeniedError', 'SecurityError'])
const missingNames = new Set([
  'NotFoundError',
  'DevicesNotFoundError',
  'OverconstrainedError',
  'ConstraintNotSatisfiedError',
])
const busyNames = new Set(['NotReadableError', 'TrackStartError', 'AbortError'])

// Read by shape: a DOMException is not an Error in every engine (nor in jsdom).
const field = (error: unknown, key: 'name' | 'message') => {
  const value = typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[key] : undefined
  return typeof value === 'string' ? value : ''
}
const nameOf = (error: unknown) => field(error, 'name')

/** The alert text for a failure to open the microphone or start the recorder. */
export function microphoneErrorMessage(error: unknown): string {
  const name = nameOf(error)
  if (deniedNames.has(name)) return microphoneMessages.denied
  if (missingNames.has(name)) return microphoneMessages.missing
  if (busyNames.has(name)) return microphoneMessages.busy
  if (error instanceof UnsupportedRecordingError) return microphoneMessages.unsupported
  return `The microphone could not be started: ${field(error, 'message') || String(error)}`
}

/** No getUserMedia (insecure context, old browser) or no recordable format. */
export class UnsupportedRecordingError extends Error {
  override name = 'UnsupportedRecordingError'
}

/** Storage full: QuotaExceededError in Chrome and Safari, NS_ERROR_DOM_QUOTA_REACHED in older Firefox. */
export function isQuotaError(error: unknown): boolean {
  const name = nameOf(error)
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED'
}

export function storageFullMessage(error: unknown): string {
  const detail = field(error, 'message').replace(/\.+$/, '') || 'no space left'
  return `The device is out of storage space: ${detail}. The recording stopped; what was recorded until now is kept. Free some space, then record again.`
}
