// Renders the mixdown and hands it to the browser's download; `percent` is null when idle.
import { useCallback, useEffect, useRef, useState } from 'react'
import { downloadBlob, wavFileName } from './download-file'
import { mixdownWav } from './mixdown'
import type { PlanLine, PlayableSession } from './playback-plan'
import type { LoadAudio } from './session-audio'

export function useMixdown(session: PlayableSession, loadAudio: LoadAudio) {
  const [percent, setPercent] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [unplayable, setUnplayable] = useState<PlanLine[]>([])
  const [musicNote, setMusicNote] = useState<string | null>(null)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const download = useCallback(async () => {
    setError(null)
    setPercent(0)
    try {
      const { wav, unplayable: leftOut, musicNote: note } = await mixdownWav(session, loadAudio, (value) => mounted.current && setPercent(value))
      if (!mounted.current) return
      setUnplayable(leftOut)
      setMusicNote(note)
      downloadBlob(wav, wavFileName(session.title))
    } catch (failure) {
      if (mounted.current) setError(`The mixdown could not be made: ${failure instanceof Error ? failure.message : String(failure)}`)
    } finally {
      if (mounted.current) setPercent(null)
    }
  }, [session, loadAudio])

  return { percent, error, unplayable, musicNote, download }
}
