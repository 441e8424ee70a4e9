// The pause before a line, in ms: the one its owner set for this line; else, for a take recorded
// through the partner's cue, the member's own timing (where the kept span starts, less where the
// cue ended in the take: "the answer is placed where the member spoke"); else the session's pause.
import { defaultPauseMs, sessionPauseLimits, type SessionTiming } from '#contract/sessions'
import { clamp } from '#app/ui/clamp'
import type { PlayableTake } from './playback-plan'

/** Within the limits the server keeps (a pause saved by an older version may not be). */
function withinLimits(ms: number): number {
  const { minMs, maxMs } = sessionPauseLimits
  return Number.isFinite(ms) ? clamp(ms, minMs, maxMs) : defaultPauseMs
}

export function memberTimingMs(take: Pick<PlayableTake, 'trim' | 'cueEndMs'>): number | null {
  if (take.cueEndMs === undefined || take.cueEndMs === null || !take.trim) return null
  return withinLimits(take.trim.startMs - take.cueEndMs)
}

export function pauseBeforeMs(timing: SessionTiming, line: { lineId: string; take: PlayableTake }): number {
  return withinLimits(timing.linePauses[line.lineId] ?? memberTimingMs(line.take) ?? timing.pauseMs)
}
