// The transcript's timing as the server takes it: for each line heard in the mixdown, when it starts
// and ends in seconds, from the same schedule the mixdown rendered (the server adds speaker and text
// from the session's script).
import type { Cue, PlanLine } from '#app/sessions'

export interface TimedLine {
  lineId: string
  start: number
  end: number
}

/** Milliseconds are plenty for a transcript, and keep the request short. */
const toMs = (seconds: number) => Math.round(seconds * 1000) / 1000

/** `played[i]` is heard at `cues[i]`; a line without a cue (never, if they came from one render) is left out. */
export function transcriptTimes(played: PlanLine[], cues: Cue[]): TimedLine[] {
  return played.flatMap((line, index) => {
    const cue = cues[index]
    return cue ? [{ lineId: line.lineId, start: toMs(cue.start), end: toMs(cue.start + cue.duration) }] : []
  })
}
