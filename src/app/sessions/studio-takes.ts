// The takes the studio shows: the server's (every member's) merged by id with this device's, whose
// upload state is known only here. A server take not on this device is 'Uploaded'. A take still being
// recorded by another tab or lost mid-take ('recording') is left out; the interrupted alert offers it.
import type { Take, TakeTrim } from '#contract/takes'
import type { TakeStatus } from '../takes'
import type { PlayableTake } from './playback/session-player'

export interface StudioTake {
  id: string
  lineId: string
  createdAt: string
  /** 1 for the line's first take, 2 for the next…: takes of one line told apart (with their time). */
  number: number
  label: string
  /** The server has it: it can be chosen. */
  uploaded: boolean
  chosen: boolean
  /** Why the upload cannot succeed as it is, when it cannot. */
  error: string | null
  /** Loudness and peak measured on this device ("-23.4 LUFS, peak -4.8 dBFS"); null for other devices' takes. */
  level: string | null
  /** Its loudness as its recording device measured it, for its title ("Take 3 · 14:02 · -19 LUFS"). */
  lufs: number | null
  /** Its waveform as its recording device drew it (percent of full scale); null: not known. */
  peaks: number[] | null
  /** Who recorded it, when that is another participant; null for the viewer's own takes. */
  recordedBy: string | null
  durationMs: number
  /** The span playback keeps: this device's points for its own takes, else the server's; null: whole. */
  trim: TakeTrim | null
}

/** The name a take of `userId` shows: null for the viewer's own. */
export type RecordedBy = (userId: string) => string | null

const uploadedLabel = 'Uploaded'

export function mergeTakes(
  serverTakes: readonly Take[],
  local: readonly TakeStatus[],
  recordingTakeId: string | null = null,
  recordedBy: RecordedBy = () => null,
): StudioTake[] {
  const byId = new Map<string, StudioTake>()
  const countsOnThisDevice = countsForItsLine(serverTakes, local)
  for (const take of local) {
    if (take.state === 'recording' && take.id !== recordingTakeId) continue
    byId.set(take.id, {
      id: take.id,
      lineId: take.lineId,
      createdAt: take.startedAt,
      label: take.label,
      uploaded: take.state === 'uploaded',
      chosen: countsOnThisDevice(take, false),
      error: take.error,
      level: take.level,
      lufs: take.lufs,
      peaks: take.peaks,
      recordedBy: null,
      number: 0,
      durationMs: take.durationMs,
      trim: take.trim ?? null,
    })
  }
  for (const take of serverTakes) {
    const mine = byId.get(take.id)
    byId.set(take.id, {
      id: take.id,
      lineId: take.lineId,
      createdAt: mine?.createdAt ?? take.createdAt,
      label: uploadedLabel,
      uploaded: true,
      chosen: countsOnThisDevice(take, take.chosen),
      error: null,
      level: mine?.level ?? null,
      // Measured here, or by the device that recorded it (sent with its trim).
      lufs: mine?.lufs ?? take.lufs,
      peaks: mine?.peaks ?? take.peaks,
      recordedBy: mine ? null : recordedBy(take.userId),
      number: 0,
      durationMs: take.durationMs,
      trim: mine?.trim ?? take.trim,
    })
  }
  const oldestFirst = [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt))
  const counted = new Map<string, number>()
  const numbered = oldestFirst.map((take) => {
    const number = (counted.get(take.lineId) ?? 0) + 1
    counted.set(take.lineId, number)
    return { ...take, number }
  })
  return numbered.reverse()
}

/** The takes of each line, newest first. */
export function takesByLine(takes: readonly StudioTake[]): ReadonlyMap<string, StudioTake[]> {
  const lines = new Map<string, StudioTake[]>()
  for (const take of takes) lines.set(take.lineId, [...(lines.get(take.lineId) ?? []), take])
  return lines
}

/** What the session player may play: the server's takes and this device's finished ones. */
export function playableTakes(serverTakes: readonly Take[], local: readonly TakeStatus[]): PlayableTake[] {
  const onServer = new Set(serverTakes.map((take) => take.id))
  const counts = countsForItsLine(serverTakes, local)
  // This device's trim of its own take is the newest: the server gets it through the queue.
  const localTrims = new Map(local.map((take) => [take.id, take.trim]))
  const deviceOnly = local
    .filter((take) => take.state !== 'recording' && !onServer.has(take.id))
    .map((take) => ({
      id: take.id,
      lineId: take.lineId,
      chosen: counts(take, false),
      createdAt: take.startedAt,
      trim: take.trim,
      cueEndMs: take.cueEndMs ?? null,
    }))
  const fromServer = serverTakes.map(({ id, lineId, chosen, createdAt, trim, cueEndMs }) => ({
    id,
    lineId,
    chosen: counts({ id, lineId }, chosen),
    createdAt,
    trim: localTrims.get(id) ?? trim,
    cueEndMs,
  }))
  return [...fromServer, ...deviceOnly]
}

/** The takes of this device not on the server yet that will count for their line once uploaded, as
 *  the server chooses (line id → take id): the newest of its line, unless a member chose a take of
 *  that line (on any device, or queued here) or the line's chosen take was recorded after it. A take
 *  whose upload cannot succeed counts for nothing. */
export function deviceTakesToBeChosen(
  serverTakes: readonly Take[],
  local: readonly TakeStatus[],
): ReadonlyMap<string, string> {
  const onServer = new Set(serverTakes.map((take) => take.id))
  const chosenOnServer = new Map(serverTakes.filter((take) => take.chosen).map((take) => [take.lineId, take]))
  const newest = new Map<string, TakeStatus>()
  for (const take of local) {
    if (take.state === 'recording' || take.error !== null || onServer.has(take.id)) continue
    const current = newest.get(take.lineId)
    if (!current || current.startedAt < take.startedAt) newest.set(take.lineId, take)
  }
  const replaces = (take: TakeStatus) => {
    const chosen = chosenOnServer.get(take.lineId)
    if (!chosen) return true
    return !chosen.chosenByMember && Date.parse(chosen.recordedAt ?? chosen.createdAt) < Date.parse(take.startedAt)
  }
  return new Map([...newest.values()].filter(replaces).map((take) => [take.lineId, take.id]))
}

/** Whether a take counts for its line on this device: the device's take to be chosen where there is
 *  one, else what the server says. */
function countsForItsLine(serverTakes: readonly Take[], local: readonly TakeStatus[]) {
  const toBeChosen = deviceTakesToBeChosen(serverTakes, local)
  return (take: { id: string; lineId: string }, chosenOnServer: boolean): boolean =>
    toBeChosen.has(take.lineId) ? toBeChosen.get(take.lineId) === take.id : chosenOnServer
}

/** New takes from a poll added to the session's, each once (a poll overlaps the one before). A new
 *  take the server chose (the newest of its line) is the only chosen one of its line. */
export function addNewTakes(current: readonly Take[], incoming: readonly Take[]): Take[] {
  const byId = new Map(current.map((take) => [take.id, take]))
  for (const take of incoming) byId.set(take.id, take)
  const all = [...byId.values()]
  return incoming.filter((take) => take.chosen).reduce((takes, chosen) => markChosen(takes, chosen), all)
}

/** The session's takes with the choices queued on this device (line id → take id) and not sent yet:
 *  the member's choice counts on this device until the server has it. */
export function withQueuedChoices(takes: readonly Take[], choices: ReadonlyMap<string, string>): readonly Take[] {
  if (choices.size === 0) return takes
  return takes.map((take) => {
    const chosenId = choices.get(take.lineId)
    return chosenId === undefined
      ? take
      : { ...take, chosen: take.id === chosenId, chosenByMember: take.id === chosenId }
  })
}

/** After choosing: the chosen take counts for its line, the line's others no longer do. */
export function markChosen(current: readonly Take[], chosen: Take): Take[] {
  const rest = current.map((take) =>
    take.lineId === chosen.lineId
      ? { ...take, chosen: take.id === chosen.id, chosenByMember: take.id === chosen.id && chosen.chosenByMember }
      : take,
  )
  return rest.some((take) => take.id === chosen.id) ? rest : [...rest, chosen]
}

const samePeaks = (a: number[] | null, b: number[] | null) =>
  a === b || (a !== null && b !== null && a.length === b.length && a.every((peak, index) => peak === b[index]))

/** Whether two takes show the same: the studio builds its takes anew on every change (a press of
 *  Record, a chunk written), and a row whose take shows the same is not drawn again. */
export function sameStudioTake(a: StudioTake, b: StudioTake): boolean {
  return (
    a === b ||
    (a.id === b.id &&
      a.lineId === b.lineId &&
      a.createdAt === b.createdAt &&
      a.number === b.number &&
      a.label === b.label &&
      a.uploaded === b.uploaded &&
      a.chosen === b.chosen &&
      a.error === b.error &&
      a.level === b.level &&
      a.lufs === b.lufs &&
      a.recordedBy === b.recordedBy &&
      a.durationMs === b.durationMs &&
      a.trim?.startMs === b.trim?.startMs &&
      a.trim?.endMs === b.trim?.endMs &&
      samePeaks(a.peaks, b.peaks))
  )
}

export const sameStudioTakes = (a: readonly StudioTake[], b: readonly StudioTake[]) =>
  a === b || (a.length === b.length && a.every((take, index) => sameStudioTake(take, b[index]!)))
