// The last mic check of this device, kept in localStorage with the microphone it checked: a phone
// and a laptop differ in room and microphone, and a check says nothing of another microphone. The
// studio offers a check again when the microphone chosen, the one the browser opened or the
// clean-up setting is no longer the one checked. A stored value that cannot be read is no check.
import { z } from 'zod/mini'
import type { CaptureReport } from '../takes'
import { deviceSetting } from '../ui/device-setting'
import type { MicCheckResult } from './mic-check-result'

export const micCheckKey = 'voice-acting.mic-check'

const keptCheck = z.object({
  checkedAt: z.string(),
  /** The microphone chosen in the settings (null: the device's default), the clean-up setting… */
  chosenDeviceId: z.nullable(z.string()),
  cleanUp: z.boolean(),
  /** …and the one the browser opened, where it said. */
  deviceId: z.nullable(z.string()),
  label: z.string(),
  result: z.object({
    noiseFloorDbfs: z.number(),
    speechPeakDbfs: z.nullable(z.number()),
    speechLufs: z.nullable(z.number()),
    clippedSamples: z.int().check(z.gte(0)),
    tip: z.enum(['clipped', 'hot', 'not-heard', 'quiet', 'noisy', 'ready']),
  }),
})
export type KeptMicCheck = z.infer<typeof keptCheck>

const kept = deviceSetting(micCheckKey, z.nullable(keptCheck), null)

export const keptMicCheck = {
  get: kept.get,
  subscribe: kept.subscribe,
  keep: (check: KeptMicCheck): void => kept.set(check),
}

export function checkOf(
  result: MicCheckResult,
  settings: { deviceId: string | null; cleanUp: boolean },
  report: CaptureReport | null,
  now: Date,
): KeptMicCheck {
  return {
    checkedAt: now.toISOString(),
    chosenDeviceId: settings.deviceId,
    cleanUp: settings.cleanUp,
    deviceId: report?.deviceId ?? null,
    label: report?.label ?? '',
    result,
  }
}

/** Whether `check` is of the microphone this device records with now: the same choice and clean-up,
 *  and, where the last take says which microphone the browser opened, that one. */
export function checksThisMicrophone(
  check: KeptMicCheck | null,
  settings: { deviceId: string | null; cleanUp: boolean },
  lastCapture: CaptureReport | null,
): boolean {
  if (!check) return false
  if (check.chosenDeviceId !== settings.deviceId || check.cleanUp !== settings.cleanUp) return false
  const opened = lastCapture?.deviceId
  return !opened || !check.deviceId || opened === check.deviceId
}
