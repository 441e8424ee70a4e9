// Live playback state for SessionPlayer: idle → loading → playing → idle. Unmounting (leaving the
// page) stops it.
import { useCallback, useEffect, useRef, useState } from 'react'
import type { PlanLine, PlayableSession } from './playback-plan'
import type { LoadAudio } from './session-audio'
import { startSessionPlayback, type PlaybackHandle } from './session-playback'
import { errorText } from '#shared/error-text'

export type PlaybackPhase = 'idle' | 'loading' | 'playing'

export function useSessionPlayback(session: PlayableSession, loadAudio: LoadAudio) {
  const [phase, setPhase] = useState<PlaybackPhase>('idle')
  const [error, setError] = useState<string | null>(null)
  const [unplayable, setUnplayable] = useState<PlanLine[]>([])
  const [musicNote, setMusicNote] = useState<string | null>(null)
  const [playingLine, setPlayingLine] = useState<PlanLine | null>(null)
  const handle = useRef<PlaybackHandle | null>(null)

  useEffect(() => () => handle.current?.stop(), [])

  const stop = useCallback(() => {
    handle.current?.stop()
    handle.current = null
    setPhase('idle')
    setPlayingLine(null)
  }, [])

  const play = useCallback(() => {
    handle.current?.stop()
    setError(null)
    setPhase('loading')
    const started = startSessionPlayback(
      session,
      loadAudio,
      (leftOut, note) => {
        if (handle.current !== started) return
        setUnplayable(leftOut)
        setMusicNote(note)
        setPhase('playing')
      },
      (line) => setPlayingLine(line),
    )
    handle.current = started
    started.finished.then(
      () => {
        if (handle.current !== started) return
        handle.current = null
        setPhase('idle')
      },
      (failure: unknown) => {
        if (handle.current !== started) return
        handle.current = null
        setPhase('idle')
        setError(`The session could not be played: ${errorText(failure)}`)
      },
    )
  }, [session, loadAudio])

  return { phase, error, unplayable, musicNote, playingLine, play, stop }
}
