// When each voice plays, in seconds from the start of playback: the music alone for a lead-in,
// then the takes one after another with a short gap, then the music alone again and a fade out.
// With no take at all, the music plays once through. Pure, shared by playback and mixdown.
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

export function scheduleVoices(durations: number[], musicDuration: number, timing = sessionTiming): SessionSchedule {
  if (durations.length === 0) {
    const end = Math.max(musicDuration, timing.fadeOut)
    return { cues: [], end, fadeFrom: end - timing.fadeOut }
  }
  const cues: Cue[] = []
  let at = timing.leadIn
  for (const duration of durations) {
    cues.push({ start: at, duration })
    at += duration + timing.gap
  }
  const lastEnd = at - timing.gap
  const fadeFrom = lastEnd + timing.tail
  return { cues, end: fadeFrom + timing.fadeOut, fadeFrom }
}
