import { describe, expect, it } from 'vitest'
import {
  isQuotaError,
  microphoneErrorMessage,
  microphoneMessages,
  storageFullMessage,
  UnsupportedRecordingError,
} from '#app/takes/capture-errors'
import { domError } from './support/fake-capture'

describe('microphone errors', () => {
  it.each([
    ['NotAllowedError', microphoneMessages.denied],
    ['PermissionDeniedError', microphoneMessages.denied],
    ['SecurityError', microphoneMessages.denied],
    ['NotFoundError', microphoneMessages.missing],
    ['DevicesNotFoundError', microphoneMessages.missing],
    ['OverconstrainedError', microphoneMessages.missing],
    ['NotReadableError', microphoneMessages.busy],
    ['TrackStartError', microphoneMessages.busy],
    ['AbortError', microphoneMessages.busy],
  ])('%s → a clear message', (name, message) => {
    expect(microphoneErrorMessage(domError(name))).toBe(message)
  })

  it('a browser that cannot record says how to get one that can', () => {
    expect(microphoneErrorMessage(new UnsupportedRecordingError('no getUserMedia'))).toBe(
      microphoneMessages.unsupported,
    )
  })

  it('anything else keeps its own text', () => {
    expect(microphoneErrorMessage(new TypeError('sample rate not supported'))).toBe(
      'The microphone could not be started: sample rate not supported',
    )
  })
})

describe('storage errors', () => {
  it('recognises a full disk by name', () => {
    expect(isQuotaError(domError('QuotaExceededError'))).toBe(true)
    expect(isQuotaError({ name: 'NS_ERROR_DOM_QUOTA_REACHED' })).toBe(true)
    expect(isQuotaError(domError('AbortError'))).toBe(false)
    expect(isQuotaError(undefined)).toBe(false)
  })

  it('says plainly that the device is full and that the recording is kept', () => {
    expect(storageFullMessage(domError('QuotaExceededError', 'Quota exceeded.'))).toBe(
      'The device is out of storage space: Quota exceeded. The recording stopped; what was recorded until now is kept. Free some space, then record again.',
    )
  })
})
