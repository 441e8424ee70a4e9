// What a session's playback plays: per line, in script order, the chosen take, else the newest take
// of that line (a local take not yet uploaded counts, with chosen false). Dialogue lines with no
// take are skipped and listed as missing. Pure: the studio, the portfolio and the mixdown share it.
import type { Session, SessionMusic, SessionTiming } from '#contract/sessions'
import type { TakeTrim } from '#contract/takes'

export type SessionScript = Session['script']

/** A server take fits; the studio also passes this device's takes not yet uploaded. */
export interface PlayableTake {
  id: string
  lineId: string
  chosen: boolean
  createdAt: string
  /** The span to play (speech with its lead-in and tail); absent or null: the whole take. */
  trim?: TakeTrim | null
  /** Recorded through the partner's cue: where the cue ended in the take (line-pause.ts). */
  cueEndMs?: number | null
}

/** Library audio the owner laid under the session instead of the random track. */
export interface PlayableMusic {
  title: string
  trimStartMs: number
  trimEndMs: number | null
  /** Percent of the track as recorded, between the lines (ducked under them in proportion). */
  level: number
  load: () => Promise<Blob>
}

/** A session's chosen music, loaded by `load` (the owner's library audio, by its id). */
export const playableMusic = (
  music: SessionMusic | null,
  load: (audioId: string) => Promise<Blob>,
): PlayableMusic | null => music && { ...music, load: () => load(music.audioId) }

export interface PlayableSession {
  title: string
  script: SessionScript
  backgroundTrack: number
  music?: PlayableMusic | null
  /** The pauses between lines its owner set; absent: the default pause. */
  timing?: SessionTiming
  takes: PlayableTake[]
}

export interface PlanLine {
  lineId: string
  /** '' for a line no role speaks. */
  roleName: string
  text: string
}

export interface PlannedLine extends PlanLine {
  take: PlayableTake
}

export interface PlaybackPlan {
  lines: PlannedLine[]
  missing: PlanLine[]
}

function takeToPlay(takes: PlayableTake[]): PlayableTake | undefined {
  return (
    takes.find((take) => take.chosen) ??
    takes.reduce<PlayableTake | undefined>(
      (newest, take) => (!newest || take.createdAt > newest.createdAt ? take : newest),
      undefined,
    )
  )
}

export function playbackPlan(session: Pick<PlayableSession, 'script' | 'takes'>): PlaybackPlan {
  const roleNames = new Map(session.script.roles.map((role) => [role.id, role.name]))
  const takesByLine = new Map<string, PlayableTake[]>()
  for (const take of session.takes) takesByLine.set(take.lineId, [...(takesByLine.get(take.lineId) ?? []), take])
  const plan: PlaybackPlan = { lines: [], missing: [] }
  for (const line of session.script.lines) {
    const planLine = { lineId: line.id, roleName: (line.roleId && roleNames.get(line.roleId)) || '', text: line.text }
    const take = takeToPlay(takesByLine.get(line.id) ?? [])
    if (take) plan.lines.push({ ...planLine, take })
    else if (line.kind === 'dialogue') plan.missing.push(planLine)
  }
  return plan
}

/** "Role: text", or the text alone for a line no role speaks. */
export const describeLine = (line: PlanLine) => (line.roleName ? `${line.roleName}: ${line.text}` : line.text)
