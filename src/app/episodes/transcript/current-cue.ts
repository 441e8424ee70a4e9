import type { TranscriptCue } from '#contract/episodes'

/** The index of the line being played at `seconds`: the last one started by then, while it lasts or
 *  until the next one starts (a gap between lines keeps the previous one lit); -1 before the first. */
export function currentCueIndex(cues: readonly Pick<TranscriptCue, 'start'>[], seconds: number): number {
  let low = 0
  let high = cues.length - 1
  let found = -1
  while (low <= high) {
    const middle = (low + high) >> 1
    if ((cues[middle]?.start ?? Infinity) <= seconds) {
      found = middle
      low = middle + 1
    } else {
      high = middle - 1
    }
  }
  return found
}

/** "Speaker: text", or the text alone for a line no role speaks. */
export function cueLabel(cue: Pick<TranscriptCue, 'speaker' | 'text'>): string {
  return cue.speaker ? `${cue.speaker}: ${cue.text}` : cue.text
}
