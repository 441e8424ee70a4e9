// When a listener's position is kept, and where playing resumes. Saved every `saveEveryMs` while
// playing and at once on pause, seek, end and page hide; a resume close to the end starts over.

export const saveEveryMs = 10_000
/** Within this of the end, an episode counts as heard: it starts from the beginning again. */
export const nearEndMs = 5_000
export const speeds = [0.8, 1, 1.25, 1.5, 1.75, 2] as const
export const backSeconds = 15
export const forwardSeconds = 30

/** Whether a save while playing is due: the first one, or `saveEveryMs` after the last. */
export function saveDue(lastSavedAt: number | null, now: number, everyMs = saveEveryMs): boolean {
  return lastSavedAt === null || now - lastSavedAt >= everyMs
}

/** Where to start (seconds) from a stored position; 0 when there is none, it was heard to the end,
 *  or it is too near the end to be worth resuming. */
export function resumeAt(stored: { positionMs: number; finished: boolean } | null, durationMs: number): number {
  if (!stored || stored.finished || stored.positionMs <= 0) return 0
  if (durationMs > 0 && stored.positionMs >= durationMs - nearEndMs) return 0
  return stored.positionMs / 1000
}

/** A seek target kept within the audio. */
export function clampSeconds(seconds: number, durationSeconds: number): number {
  const end = Number.isFinite(durationSeconds) && durationSeconds > 0 ? durationSeconds : Infinity
  return Math.min(Math.max(0, seconds), end)
}
