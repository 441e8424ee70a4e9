// Levels as meters show them: decibels relative to full scale, floored where a meter's scale ends.
export const meterFloorDb = -60
/** How long a meter holds its highest peak, as studio peak meters do. */
export const peakHoldMs = 1500

/** A linear level (1 = full scale) in dBFS, never below `floorDb` (silence reads the floor, not -Infinity). */
export const toDbfs = (level: number, floorDb = meterFloorDb): number =>
  level > 0 ? Math.max(floorDb, 20 * Math.log10(level)) : floorDb

/** A gain in dB as a factor. */
export const fromDb = (db: number): number => 10 ** (db / 20)

/** A meter's held peak: the highest reading of the last `peakHoldMs`, with when it was read. */
export interface HeldPeak {
  level: number
  at: number
}

/** The held peak after a reading at `now`: a higher reading replaces it, as does any once the hold ends. */
export const holdPeak = (held: HeldPeak | null, level: number, now: number): HeldPeak =>
  !held || level >= held.level || now - held.at > peakHoldMs ? { level, at: now } : held
