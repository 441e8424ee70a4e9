// How late the microphone hears what the speaker plays, per device: a cue's end is placed in the
// take by when the engine says it left the speaker (heard-at.ts) plus this input delay. Measured once
// by loopback (measure-latency.ts) and kept; until then, or where no loopback is possible
// (headphones), what the engine reports for the microphone track.
import { z } from 'zod/mini'
import { deviceSetting } from '#app/ui/device-setting'

export const cueLatencyKey = 'voice-acting.cue-latency'

const measured = z.nullable(
  z.object({
    /** After the engine's reported output time, how much later the recording has the sound. */
    inputMs: z.number().check(z.gte(-200), z.lte(1000)),
    /** Output and input together, for the member. */
    roundTripMs: z.number().check(z.gte(0), z.lte(2000)),
    measuredAt: z.string(),
  }),
)
export type MeasuredLatency = NonNullable<z.infer<typeof measured>>

export const measuredLatency = deviceSetting(cueLatencyKey, measured, null)

export interface CueLatency {
  inputMs: number
  roundTripMs: number
  measured: boolean
}

/** `kept` (this device's measurement), else the engine's figures: `outputMs` of the context,
 *  `inputMs` of the track. */
export function cueLatency(
  kept: MeasuredLatency | null,
  reported: { outputMs: number; inputMs: number | undefined },
): CueLatency {
  if (kept) return { inputMs: kept.inputMs, roundTripMs: kept.roundTripMs, measured: true }
  const inputMs = reported.inputMs ?? 0
  return { inputMs, roundTripMs: reported.outputMs + inputMs, measured: false }
}

export const cueLatencyTexts = {
  measure: 'Measure latency',
  measuring: 'Measuring: three clicks play through the speaker…',
  hint: 'Take headphones off and keep quiet: three clicks play through the speaker and the microphone listens for them.',
  measured: (ms: number) => `Latency: ${Math.round(ms)} ms, measured on this device.`,
  reported: (ms: number) => `Latency: ${Math.round(ms)} ms, as this browser reports it.`,
  notHeard: 'The microphone did not hear the clicks (headphones on, or no speaker), so the browser’s figures are used.',
  failed: (message: string) => `The latency could not be measured: ${message}`,
} as const
