// Levelling a session's lines: each line's integrated loudness is brought within ±1.5 LU of the median
// line's. A line inside that window is left alone and one outside moves only to the window's nearer edge,
// so the performance's own dynamics survive; boosts stop at +12 dB so that room tone is not pumped up.

export interface LevellingOptions {
  /** Half the width of the window around the median, in LU. */
  windowLu?: number
  /** The largest boost, in dB; cuts are not limited (a cut never raises the noise). */
  maxBoostDb?: number
}

export interface LevellingPlan {
  /** The median of the lines that have a loudness; -Infinity when none has. */
  medianLufs: number
  /** One gain per line, in the lines' order; 0 for a silent line (-Infinity) or one inside the window. */
  gainsDb: number[]
}

/** The gain (dB) from a measured loudness to a target; 0 when either is not a number of LUFS (silence). */
export function gainToTarget(measuredLufs: number, targetLufs: number): number {
  return Number.isFinite(measuredLufs) && Number.isFinite(targetLufs) ? targetLufs - measuredLufs : 0
}

/** The gains that bring every line with a loudness within the window around the session's median line. */
export function levelLines(
  lineLufs: readonly number[],
  { windowLu = 1.5, maxBoostDb = 12 }: LevellingOptions = {},
): LevellingPlan {
  const measured = lineLufs.filter(Number.isFinite).sort((a, b) => a - b)
  if (measured.length === 0) return { medianLufs: -Infinity, gainsDb: lineLufs.map(() => 0) }
  const middle = measured.length / 2
  const medianLufs =
    measured.length % 2 === 1 ? measured[Math.floor(middle)]! : (measured[middle - 1]! + measured[middle]!) / 2
  const gainsDb = lineLufs.map((lufs) => {
    if (!Number.isFinite(lufs)) return 0
    const edge = Math.min(medianLufs + windowLu, Math.max(medianLufs - windowLu, lufs))
    return Math.min(maxBoostDb, gainToTarget(lufs, edge))
  })
  return { medianLufs, gainsDb }
}
