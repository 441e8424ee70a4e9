// What this device does when Record is pressed: record at once, or first play the partner's cue
// (the line before, with some of the scene before it) or, where no line before has a take, count in.
// Kept per device like the capture settings: a phone with a speaker and a laptop with headphones
// differ. A value that cannot be read falls back to the defaults.
import { z } from 'zod/mini'
import { subscribable } from '#app/ui/subscribable'

export const cueSettingsKey = 'voice-acting.cue-settings'
export const maxPreRollSeconds = 5

const storedSettings = z.object({
  cue: z.boolean(),
  /** Seconds of the scene before the cue line, 0–5. */
  preRollSeconds: z.number().check(z.gte(0), z.lte(maxPreRollSeconds)),
})
export type CueSettings = z.infer<typeof storedSettings>

export const defaultCueSettings: CueSettings = { cue: false, preRollSeconds: 0 }

function read(): CueSettings {
  try {
    const parsed = storedSettings.safeParse(JSON.parse(localStorage.getItem(cueSettingsKey) ?? 'null'))
    return parsed.success ? parsed.data : defaultCueSettings
  } catch {
    return defaultCueSettings
  }
}

const settings = subscribable<CueSettings>(typeof localStorage === 'undefined' ? defaultCueSettings : read())

export const cueSettings = {
  get: settings.get,
  subscribe: settings.subscribe,
  update(change: Partial<CueSettings>): void {
    const next = { ...settings.get(), ...change }
    settings.set(next)
    try {
      localStorage.setItem(cueSettingsKey, JSON.stringify(next))
    } catch {
      // Storage refused (private mode, full): the choice holds until the page closes.
    }
  },
}
