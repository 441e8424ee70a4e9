// The cue before a take: what the studio shows while it plays, and `run`, which plays it (or the
// count-in) and says whether to record: true at its end, false when stopped (Record pressed again,
// the page left) or when it could not play.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { PlayableSession } from '../playback/playback-plan'
import type { LoadAudio } from '../playback/session-audio'
import { linesBeforeCue } from './cue-plan'
import { cueSettings } from './cue-settings'
import { cueLineText, playCountIn, playCue, type CueHandle } from './play-cue'

export type CueState = { phase: 'idle' } | { phase: 'cue'; line: string } | { phase: 'count'; count: number }

export const cueTexts = {
  cue: (line: string) => `Cue: ${line}`,
  count: (count: number) => `Recording in ${count}…`,
  failed: (message: string) => `The cue could not be played: ${message}`,
} as const

export function useCue(session: PlayableSession, loadAudio: LoadAudio) {
  const settings = useSyncExternalStore(cueSettings.subscribe, cueSettings.get, cueSettings.get)
  const [state, setState] = useState<CueState>({ phase: 'idle' })
  const [error, setError] = useState<string | null>(null)
  const running = useRef<CueHandle | null>(null)
  useEffect(() => () => running.current?.stop(), [])

  const stop = useCallback(() => running.current?.stop(), [])

  const run = useCallback(
    async (lineId: string): Promise<boolean> => {
      setError(null)
      if (!settings.cue || typeof AudioContext === 'undefined') return true
      const lines = linesBeforeCue(session, lineId)
      const cue = lines?.at(-1)
      const played = cue
        ? playCue(lines!, loadAudio, { timing: session.timing, preRollSeconds: settings.preRollSeconds })
        : playCountIn((count) => setState({ phase: 'count', count }))
      running.current = played
      setState(cue ? { phase: 'cue', line: cueLineText(cue) } : { phase: 'count', count: 3 })
      try {
        return await played.finished
      } catch (failure) {
        setError(cueTexts.failed(failure instanceof Error ? failure.message : String(failure)))
        return false
      } finally {
        running.current = null
        setState({ phase: 'idle' })
      }
    },
    [settings, session, loadAudio],
  )

  return { settings, state, error, run, stop, cueing: state.phase !== 'idle' }
}
