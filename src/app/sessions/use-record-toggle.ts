// What the Record button and the space bar do: start a take of the current line when it is one of
// the member's, or stop the running take and move on to the member's next line.
import { useCallback, useRef, useState } from 'react'
import type { Session } from '#contract/sessions'
import type { Recorder, RecorderState } from '../takes'
import type { CueTake } from './cue/use-cue'
import { isMyLine, nextLineOfMine } from './my-lines'

export const noRoleText = 'The session owner has not given you a role yet.'
export const finishedText = 'This session is finished: takes can no longer be recorded.'
export const notYourLineText = 'This line is not one of your roles. Choose one of your lines to record it.'

interface RecordToggleInput {
  recorder: Recorder
  state: RecorderState
  session: Session
  userId: string
  roleIds: ReadonlySet<string>
  currentLineId: string | null
  setCurrentLineId: (lineId: string) => void
  /** Called before a take starts (stop any playback). */
  beforeStart: () => void
  /** Plays the cue around the start of the take of `lineId`; false: nothing records (stopped, or it
   *  failed). `checkTake` hears a stopped take for the cue. */
  cue?: { run(lineId: string, take: CueTake): Promise<boolean>; stop(): void; checkTake(takeId: string): Promise<void> }
}

/** Why the current line cannot be recorded now; null when it can. */
export function recordBlock(
  session: Session,
  roleIds: ReadonlySet<string>,
  currentLineId: string | null,
): string | null {
  if (session.status !== 'open') return finishedText
  if (roleIds.size === 0) return noRoleText
  const line = session.script.lines.find((candidate) => candidate.id === currentLineId)
  return line && isMyLine(line, roleIds) ? null : notYourLineText
}

export function useRecordToggle({
  recorder,
  state,
  session,
  userId,
  roleIds,
  currentLineId,
  setCurrentLineId,
  beforeStart,
  cue,
}: RecordToggleInput) {
  const [busy, setBusy] = useState(false)
  const busyNow = useRef(false)
  const recordingLine = useRef<string | null>(null)
  const recording = state.status === 'recording'
  const blocked = recordBlock(session, roleIds, currentLineId)

  /** `lineId`: record this line (made the current one) rather than the current line. */
  const toggle = useCallback(
    async (lineId: string | null = currentLineId) => {
      // Pressed again while the cue plays (or a take starts): the cue stops, and nothing is recorded.
      if (busyNow.current) return cue?.stop()
      if (!recording && (recordBlock(session, roleIds, lineId) || !lineId)) return
      if (!recording && lineId !== currentLineId && lineId) setCurrentLineId(lineId)
      busyNow.current = true
      setBusy(true)
      try {
        if (recording) {
          await recorder.stop()
          const { status, takeId } = recorder.get()
          if (status === 'stopped' && takeId) void cue?.checkTake(takeId)
          const next = nextLineOfMine(session.script.lines, recordingLine.current, roleIds)
          // Nothing was kept (e.g. a silent microphone): stay on the line to record it again.
          if (next && status === 'stopped') setCurrentLineId(next)
        } else if (lineId) {
          beforeStart()
          recordingLine.current = lineId
          const target = { sessionId: session.id, lineId, userId }
          const take: CueTake = {
            start: async () => (await recorder.start(target), recorder.get().status === 'recording'),
            inputLatencyMs: () => recorder.get().capture?.latencyMs,
            markCueEnd: async (at) => {
              const { takeId } = recorder.get()
              const cueEndMs = await recorder.markCueEnd(at)
              return takeId && cueEndMs !== null ? { takeId, cueEndMs } : null
            },
            discard: () => recorder.discard(),
          }
          await (cue ? cue.run(lineId, take) : take.start())
        }
      } finally {
        busyNow.current = false
        setBusy(false)
      }
    },
    [recording, currentLineId, recorder, session, roleIds, userId, setCurrentLineId, beforeStart, cue],
  )

  return {
    toggle: () => void toggle(),
    /** Records `lineId` again (the cue was heard in its take). */
    recordAgain: (lineId: string) => void toggle(lineId),
    busy,
    blocked,
    recording,
  }
}
