// Which takes a cue plays: the lines before the one about to be recorded that "Play session" would
// play (the chosen take, else the newest, whoever recorded it), the last of them being the cue.
// Pure; null when no line before has a take (the studio counts in instead).
import { playbackPlan, type PlannedLine, type PlayableSession } from '../playback/playback-plan'

export function linesBeforeCue(
  session: Pick<PlayableSession, 'script' | 'takes'>,
  lineId: string,
): PlannedLine[] | null {
  const index = session.script.lines.findIndex((line) => line.id === lineId)
  if (index <= 0) return null
  const before = { ...session.script, lines: session.script.lines.slice(0, index) }
  const { lines } = playbackPlan({ script: before, takes: session.takes })
  return lines.length > 0 ? lines : null
}
