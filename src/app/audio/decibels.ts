// Levels as meters show them: decibels relative to full scale, floored where a meter's scale ends.
export const meterFloorDb = -60
/** How long a meter holds its highest peak, as studio peak meters do. */
export const peakHoldMs = 1500

/** A linear level (1 = full scale) in dBFS, never below `floorDb` (silence reads the floor, not -Infinity). */
export const toDbfs = (level: number, floorDb = meterFloorDb): number =>
  level > 0 ? Math.max(floorDb, 20 * Math.log10(level)) : floorDb

/** A gain in dB as a factor. */
export const fromDb = (db: number): number => 10 ** (db / 20)
