// When each voice plays, in seconds from the start of playback: the music alone for a lead-in,
// then the takes one after another with the session's pause between them (each line may have its
// own; a negative pause starts a line before the one before it ends, never before that one starts),
// then the music alone again and a fade out. With no take at all, the music plays once through.
// Pure, shared by playback and mixdown.
export interface Cue {
  start: number
  duration: number
}

export const sessionTiming = {
  leadIn: 1,
  gap: 0.4,
  tail: 1.5,
  fadeOut: 1,
}

export interface SessionSchedule {
  cues: Cue[]
  /** When the music has faded out and everything ends. */
  end: number
  /** When the music starts fading out. */
  fadeFrom: number
}

/** `pausesBefore[i]`: seconds between the end of voice i-1 and the start of voice i (the first's is
 *  not used); missing: the standard gap. */
export function scheduleVoices(
  durations: number[],
  musicDuration: number,
  timing = sessionTiming,
  pausesBefore: readonly number[] = [],
): SessionSchedule {
  if (durations.length === 0) {
    const end = Math.max(musicDuration, timing.fadeOut)
    return { cues: [], end, fadeFrom: end - timing.fadeOut }
  }
  const cues: Cue[] = []
  let lastEnd = timing.leadIn
  durations.forEach((duration, index) => {
    const before = cues.at(-1)
    const start = before
      ? Math.max(before.start, before.start + before.duration + (pausesBefore[index] ?? timing.gap))
      : timing.leadIn
    cues.push({ start, duration })
    lastEnd = Math.max(lastEnd, start + duration)
  })
  const fadeFrom = lastEnd + timing.tail
  return { cues, end: fadeFrom + timing.fadeOut, fadeFrom }
}
