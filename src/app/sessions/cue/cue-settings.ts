// What this device does when Record is pressed: record at once, or first play the partner's cue
// (the line before, with some of the scene before it) or, where no line before has a take, count in.
// Kept per device like the capture settings: a phone with a speaker and a laptop with headphones
// differ.
import { z } from 'zod/mini'
import { deviceSetting } from '#app/ui/device-setting'

export const cueSettingsKey = 'voice-acting.cue-settings'
export const maxPreRollSeconds = 5

const storedSettings = z.object({
  cue: z.boolean(),
  /** Seconds of the scene before the cue line, 0–5. */
  preRollSeconds: z.number().check(z.gte(0), z.lte(maxPreRollSeconds)),
})
export type CueSettings = z.infer<typeof storedSettings>

export const defaultCueSettings: CueSettings = { cue: false, preRollSeconds: 0 }

const settings = deviceSetting(cueSettingsKey, storedSettings, defaultCueSettings)

export const cueSettings = {
  get: settings.get,
  subscribe: settings.subscribe,
  update: (change: Partial<CueSettings>): void => settings.set({ ...settings.get(), ...change }),
}
