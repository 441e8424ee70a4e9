// Makes a session's file for one destination and keeps it, with its preflight, until the member
// saves it or asks for another, or until what it was made from changes (a take chosen or trimmed,
// the pauses, the music): a file of the session as it was is never offered as the session's.
// `percent` is null when nothing is being made.
import { useCallback, useEffect, useRef, useState } from 'react'
import { presets, type PresetId } from '#app/audio/presets'
import { downloadBlob, mixdownFileName } from './download-file'
import { playbackPlan, type PlanLine, type PlayableSession } from './playback-plan'
import { renderForPreset, type PresetMixdown } from './render-for-preset'
import type { LoadAudio } from './session-audio'

export interface MixdownChoice {
  preset: PresetId
  withMusic: boolean
}

/** What the file is made from: the takes played with their trims, the pauses and the music. */
export const mixdownSource = (session: PlayableSession): string =>
  JSON.stringify([
    playbackPlan(session).lines.map(({ lineId, take }) => [lineId, take.id, take.trim ?? null]),
    session.timing ?? null,
    session.music
      ? [session.music.title, session.music.level, session.music.trimStartMs, session.music.trimEndMs]
      : session.backgroundTrack,
  ])

export function usePresetMixdown(session: PlayableSession, loadAudio: LoadAudio) {
  const [percent, setPercent] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [made, setMade] = useState<(PresetMixdown & { preset: PresetId }) | null>(null)
  const [unplayable, setUnplayable] = useState<PlanLine[]>([])
  const source = mixdownSource(session)
  const [madeFrom, setMadeFrom] = useState(source)
  const currentSource = useRef(source)
  if (madeFrom !== source) {
    setMadeFrom(source)
    setMade(null)
  }
  useEffect(() => {
    currentSource.current = source
  }, [source])
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const make = useCallback(
    async (choice: MixdownChoice) => {
      setError(null)
      setMade(null)
      setPercent(0)
      const startedFrom = currentSource.current
      try {
        const result = await renderForPreset(
          session,
          loadAudio,
          choice,
          (value) => mounted.current && setPercent(value),
        )
        // The session changed while the file was made: it is not the session's any more.
        if (!mounted.current || currentSource.current !== startedFrom) return
        setUnplayable(result.unplayable)
        setMade({ ...result, preset: choice.preset })
      } catch (failure) {
        if (mounted.current)
          setError(`The mixdown could not be made: ${failure instanceof Error ? failure.message : String(failure)}`)
      } finally {
        if (mounted.current) setPercent(null)
      }
    },
    [session, loadAudio],
  )

  const save = useCallback(() => {
    if (made) downloadBlob(made.blob, mixdownFileName(session.title, presets[made.preset].fileExtension))
  }, [made, session.title])

  const forget = useCallback(() => setMade(null), [])

  return { percent, error, made, unplayable, musicNote: made?.musicNote ?? null, make, save, forget }
}
