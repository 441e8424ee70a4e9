import { useEffect, useState, useSyncExternalStore } from 'react'
import { createIntroRecorder, type IntroRecorder, type IntroState } from './intro-recorder'

/** One intro recorder while the dialog is open; closing the dialog stops it. */
export function useIntroRecorder(): { recorder: IntroRecorder; state: IntroState; level: number } {
  const [recorder] = useState(() => createIntroRecorder())
  useEffect(() => () => void recorder.reset(), [recorder])
  const state = useSyncExternalStore(recorder.subscribe, recorder.get, recorder.get)
  const level = useSyncExternalStore(recorder.level.subscribe, recorder.level.get, recorder.level.get)
  return { recorder, state, level }
}
