import { useEffect, useState, useSyncExternalStore } from 'react'
import { createIntroRecorder, type IntroRecorder, type IntroRecorderDeps, type IntroState } from './intro-recorder'

/** One intro recorder while the dialog (or screen) is open; closing it stops the recorder. */
export function useIntroRecorder(options?: IntroRecorderDeps): {
  recorder: IntroRecorder
  state: IntroState
  level: number
  heldLevel: number
} {
  const [recorder] = useState(() => createIntroRecorder(options))
  useEffect(() => () => void recorder.reset(), [recorder])
  const state = useSyncExternalStore(recorder.subscribe, recorder.get, recorder.get)
  const level = useSyncExternalStore(recorder.level.subscribe, recorder.level.get, recorder.level.get)
  const heldLevel = useSyncExternalStore(recorder.heldLevel.subscribe, recorder.heldLevel.get, recorder.heldLevel.get)
  return { recorder, state, level, heldLevel }
}
