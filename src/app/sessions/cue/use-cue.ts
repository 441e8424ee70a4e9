// The cue before a take: what the studio shows while it plays, and `run`, which plays it (or the
// count-in) around the start of the take and says whether the take is recording. The take starts
// before the partner's cue, so nothing the member says as it ends is lost to the microphone's start,
// and keeps where the cue ended (latency corrected); the count-in is not recorded. Once the take
// stops, `checkTake` listens for the cue in it.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { PlayableSession } from '../playback/playback-plan'
import type { LoadAudio } from '../playback/session-audio'
import { cueHeardInTake, type CueInRecording } from './cue-heard-in-take'
import { cueLatency, measuredLatency } from './cue-latency'
import { linesBeforeCue } from './cue-plan'
import { cueSettings } from './cue-settings'
import { cueLineText, playCountIn, playCue, type CueHandle } from './play-cue'

export type CueState = { phase: 'idle' } | { phase: 'cue'; line: string } | { phase: 'count'; count: number }

export const cueTexts = {
  cue: (line: string) => `Cue: ${line}`,
  count: (count: number) => `Recording in ${count}…`,
  recordingWithout: (message: string) => `The cue could not be played (${message}); recording without it.`,
  heard: 'The cue is in your take: use headphones',
  heardHint: 'Your take keeps the partner’s line played through the speaker. Put on headphones and record it again.',
  recordAgain: 'Record again',
} as const

/** The take `run` records: started, marked and discarded by the recorder. */
export interface CueTake {
  /** Starts recording; false when it did not start (the recorder's alert says why). */
  start(): Promise<boolean>
  /** The input latency the engine reports for the microphone, in ms. */
  inputLatencyMs(): number | undefined
  /** Keeps where the cue ended in the take (epoch ms); returns the take and that point. */
  markCueEnd(at: number): Promise<{ takeId: string; cueEndMs: number } | null>
  discard(): Promise<void>
}

export function useCue(session: PlayableSession, loadAudio: LoadAudio) {
  const settings = useSyncExternalStore(cueSettings.subscribe, cueSettings.get, cueSettings.get)
  const [state, setState] = useState<CueState>({ phase: 'idle' })
  const [error, setError] = useState<string | null>(null)
  /** The line whose last take has the cue in it. */
  const [heardIn, setHeardIn] = useState<string | null>(null)
  const running = useRef<CueHandle<unknown> | null>(null)
  const recordedThrough = useRef(new Map<string, CueInRecording & { lineId: string }>())
  useEffect(() => () => running.current?.stop(), [])

  const stop = useCallback(() => running.current?.stop(), [])

  /** What played; null when stopped; the failure's message when it could not play. */
  const play = useCallback(
    async <Played>(handle: CueHandle<Played>, shown: CueState): Promise<Played | null | { failed: string }> => {
      running.current = handle
      setState(shown)
      try {
        return await handle.finished
      } catch (failure) {
        return { failed: failure instanceof Error ? failure.message : String(failure) }
      } finally {
        running.current = null
        setState({ phase: 'idle' })
      }
    },
    [],
  )

  const run = useCallback(
    async (lineId: string, take: CueTake): Promise<boolean> => {
      setError(null)
      setHeardIn(null)
      if (!settings.cue || typeof AudioContext === 'undefined') return take.start()
      const lines = linesBeforeCue(session, lineId)
      const cue = lines?.at(-1)
      if (!lines || !cue) {
        const counted = await play(
          playCountIn((count) => setState({ phase: 'count', count })),
          { phase: 'count', count: 3 },
        )
        if (counted === null) return false
        if (typeof counted === 'object') setError(cueTexts.recordingWithout(counted.failed))
        return take.start()
      }
      if (!(await take.start())) return false
      const handle = playCue(lines, loadAudio, { timing: session.timing, preRollSeconds: settings.preRollSeconds })
      const played = await play(handle, { phase: 'cue', line: cueLineText(cue) })
      if (!played) {
        await take.discard()
        return false
      }
      // The partner's take could not be loaded (offline, not on this device): the take goes on.
      if ('failed' in played) {
        setError(cueTexts.recordingWithout(played.failed))
        return true
      }
      // The output latency is in `endsAt` already (heard-at.ts): only the input's is added.
      const { inputMs } = cueLatency(measuredLatency.get(), { outputMs: 0, inputMs: take.inputLatencyMs() })
      const marked = await take.markCueEnd(played.endsAt + inputMs)
      if (marked) recordedThrough.current.set(marked.takeId, { ...played, cueEndMs: marked.cueEndMs, lineId })
      return true
    },
    [settings, session, loadAudio, play],
  )

  /** After a take stopped: whether the cue it was recorded through is in it. */
  const checkTake = useCallback(
    async (takeId: string) => {
      const cue = recordedThrough.current.get(takeId)
      recordedThrough.current.delete(takeId)
      if (!cue) return
      const heard = await loadAudio({ id: takeId, lineId: cue.lineId, chosen: false, createdAt: '' })
        .then((audio) => cueHeardInTake(audio, cue))
        .catch(() => false)
      if (heard) setHeardIn(cue.lineId)
    },
    [loadAudio],
  )

  return {
    settings,
    state,
    error,
    heardIn,
    dismissHeard: () => setHeardIn(null),
    run,
    stop,
    checkTake,
    cueing: state.phase !== 'idle',
  }
}
