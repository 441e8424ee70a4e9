// The studio's meter as a studio meter reads: the microphone's peak (read every 50 ms) in dBFS,
// the highest held for 1.5 s, a clip warning latched the moment a sample reaches full scale (it
// stays until the next take: a clipped take is damaged whatever follows), and a "too quiet" hint
// once the voice has stayed under -30 dBFS for 3 s (room tone alone, under -55 dBFS, is not a voice).
import { meterFloorDb, peakHoldMs, toDbfs } from '../audio/decibels'

export const holdMs = peakHoldMs
export const quietWindowMs = 3000
export const quietBelowDb = -30
const voiceAboveDb = -55
/** A sample this close to 1 is at full scale: 16-bit's largest value is 0.99997. */
const fullScale = 0.9999

export const tooLoudText = 'Too loud: move back from the microphone or turn its gain down'
export const tooQuietText = 'Too quiet: move closer to the microphone or turn its gain up'

export interface MeterState {
  startedAt: number
  peakDb: number
  heldDb: number
  heldAt: number
  clipped: boolean
  /** The peaks of the last `quietWindowMs`, oldest first. */
  recent: Array<{ at: number; db: number }>
}

export function startMeter(now: number): MeterState {
  return { startedAt: now, peakDb: meterFloorDb, heldDb: meterFloorDb, heldAt: now, clipped: false, recent: [] }
}

export function readPeak(state: MeterState, peak: number, now: number): MeterState {
  const peakDb = toDbfs(peak)
  const holdEnded = now - state.heldAt > holdMs
  const held = peakDb >= state.heldDb || holdEnded
  const recent = [...state.recent.filter((reading) => now - reading.at < quietWindowMs), { at: now, db: peakDb }]
  return {
    startedAt: state.startedAt,
    peakDb,
    heldDb: held ? peakDb : state.heldDb,
    heldAt: held ? now : state.heldAt,
    clipped: state.clipped || peak >= fullScale,
    recent,
  }
}

/** The warning to show now, loudest problem first; null when the level is fine. */
export function meterWarning(state: MeterState, now: number): string | null {
  if (state.clipped) return tooLoudText
  if (now - state.startedAt < quietWindowMs) return null
  const loudest = Math.max(...state.recent.map((reading) => reading.db))
  return loudest > voiceAboveDb && loudest < quietBelowDb ? tooQuietText : null
}
