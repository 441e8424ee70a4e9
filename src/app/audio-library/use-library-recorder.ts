// The studio's microphone for the library: the intro recorder (chunks in memory, one Blob on stop),
// allowed longer, plus the length of what was recorded (MediaRecorder's WebM does not carry it, so
// the upload sends the recorder's measure as takes do).
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { createIntroRecorder } from '../profiles/editor/intro-recorder'

export const libraryRecordingMaxMinutes = 10

export function useLibraryRecorder() {
  const [recorder] = useState(() => createIntroRecorder({ maxMs: libraryRecordingMaxMinutes * 60_000 }))
  useEffect(() => () => void recorder.reset(), [recorder])
  const state = useSyncExternalStore(recorder.subscribe, recorder.get, recorder.get)
  const level = useSyncExternalStore(recorder.level.subscribe, recorder.level.get, recorder.level.get)
  const startedAt = useRef<number | null>(null)
  const [durationMs, setDurationMs] = useState<number | null>(null)

  useEffect(() => {
    if (state.status === 'recording' && startedAt.current === null) startedAt.current = performance.now()
    if (state.status !== 'recording' && startedAt.current !== null) {
      setDurationMs(Math.max(1, Math.round(performance.now() - startedAt.current)))
      startedAt.current = null
    }
  }, [state.status])

  return { recorder, state, level, durationMs: state.recording ? durationMs : null }
}
