// The studio's microphone for the library: the intro recorder (chunks in memory, one Blob on stop),
// allowed longer, plus the length of what was recorded (MediaRecorder's WebM does not carry it, so
// the upload sends the recorder's measure as takes do).
import { useEffect, useRef, useState } from 'react'
import { useIntroRecorder } from '../profiles'

export const libraryRecordingMaxMinutes = 10

export function useLibraryRecorder() {
  const { recorder, state, level, heldLevel } = useIntroRecorder({ maxMs: libraryRecordingMaxMinutes * 60_000 })
  const startedAt = useRef<number | null>(null)
  const [durationMs, setDurationMs] = useState<number | null>(null)

  useEffect(() => {
    if (state.status === 'recording' && startedAt.current === null) startedAt.current = performance.now()
    if (state.status !== 'recording' && startedAt.current !== null) {
      setDurationMs(Math.max(1, Math.round(performance.now() - startedAt.current)))
      startedAt.current = null
    }
  }, [state.status])

  return { recorder, state, level, heldLevel, durationMs: state.recording ? durationMs : null }
}
