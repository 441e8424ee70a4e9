import { peakHoldMs } from './decibels'

/** A meter's held peak: the highest reading of the last `peakHoldMs`, with when it was read. */
export interface HeldPeak {
  level: number
  at: number
}

/** The held peak after a reading at `now`: a higher reading replaces it, as does any once the hold ends. */
export const holdPeak = (held: HeldPeak | null, level: number, now: number): HeldPeak =>
  !held || level >= held.level || now - held.at > peakHoldMs ? { level, at: now } : held
