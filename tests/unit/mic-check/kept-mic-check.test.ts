import { describe, expect, it, vi } from 'vitest'
import { checkOf, checksThisMicrophone, keptMicCheck, micCheckKey } from '#app/mic-check/kept-mic-check'
import type { MicCheckResult } from '#app/mic-check/mic-check-result'
import type { CaptureReport } from '#app/takes'

const result: MicCheckResult = {
  noiseFloorDbfs: -64,
  speechPeakDbfs: -9,
  speechLufs: -21,
  clippedSamples: 0,
  tip: 'ready',
}
const opened = (deviceId: string): CaptureReport => ({
  processing: { echoCancellation: false, noiseSuppression: false, autoGainControl: false },
  sampleRate: 48_000,
  deviceId,
  label: `Microphone ${deviceId}`,
})
const defaults = { deviceId: null, cleanUp: false }

describe('the mic check this device keeps', () => {
  it('is of this microphone while the choice, the clean-up and the microphone opened stay the same', () => {
    const check = checkOf(result, defaults, opened('usb-1'), new Date('2026-12-06T14:02:00Z'))
    expect(check).toMatchObject({ chosenDeviceId: null, cleanUp: false, deviceId: 'usb-1', label: 'Microphone usb-1' })
    expect(checksThisMicrophone(check, defaults, null)).toBe(true)
    expect(checksThisMicrophone(check, defaults, opened('usb-1'))).toBe(true)
    // The default microphone changed (a headset plugged in), another was chosen, the clean-up turned on.
    expect(checksThisMicrophone(check, defaults, opened('headset'))).toBe(false)
    expect(checksThisMicrophone(check, { deviceId: 'usb-1', cleanUp: false }, null)).toBe(false)
    expect(checksThisMicrophone(check, { deviceId: null, cleanUp: true }, null)).toBe(false)
    expect(checksThisMicrophone(null, defaults, null)).toBe(false)
  })

  it('is kept in this device’s storage, and a stored value it cannot read is no check', async () => {
    const check = checkOf(result, defaults, null, new Date('2026-12-06T14:02:00Z'))
    keptMicCheck.keep(check)
    expect(JSON.parse(localStorage.getItem(micCheckKey) ?? 'null')).toEqual(check)
    expect(keptMicCheck.get()).toEqual(check)

    localStorage.setItem(micCheckKey, JSON.stringify({ ...check, result: { tip: 'loud' } }))

    vi.resetModules()
    const reloaded = await import('#app/mic-check/kept-mic-check')
    expect(reloaded.keptMicCheck.get()).toBeNull()
    localStorage.setItem(micCheckKey, '{not json')
    vi.resetModules()
    expect((await import('#app/mic-check/kept-mic-check')).keptMicCheck.get()).toBeNull()
  })
})
