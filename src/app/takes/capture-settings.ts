// What this device records with: the microphone the member chose and whether the browser's own
// call processing (echo cancellation, noise suppression, auto gain) is on. Off by default, so a take
// is the voice as it went in; a phone and a laptop differ in room and microphone, so the choice is
// kept per device, in localStorage. A value that cannot be read falls back to the defaults.
import { z } from 'zod/mini'
import { deviceSetting } from '../ui/device-setting'

export const captureSettingsKey = 'voice-acting.capture-settings'

const storedSettings = z.object({
  cleanUp: z.boolean(),
  /** The chosen microphone's `deviceId`; null: the browser's default. */
  deviceId: z.nullable(z.string()),
})
export type CaptureSettings = z.infer<typeof storedSettings>

export const defaultCaptureSettings: CaptureSettings = { cleanUp: false, deviceId: null }

const settings = deviceSetting(captureSettingsKey, storedSettings, defaultCaptureSettings)

export const captureSettings = {
  get: settings.get,
  subscribe: settings.subscribe,
  update: (change: Partial<CaptureSettings>): void => settings.set({ ...settings.get(), ...change }),
}

/** What the browser is asked for: the voice unprocessed unless the member turned the clean-up on. */
export function audioConstraints({ cleanUp, deviceId }: CaptureSettings): MediaTrackConstraints {
  return {
    echoCancellation: cleanUp,
    noiseSuppression: cleanUp,
    autoGainControl: cleanUp,
    channelCount: 1,
    // `ideal`, not `exact`: a microphone unplugged since is replaced by the default, not a failure.
    ...(deviceId ? { deviceId: { ideal: deviceId } } : {}),
  }
}
