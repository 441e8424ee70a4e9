// One recorder per studio screen, recording from the studio's warm microphone: opened on arrival
// where the permission holds (else by the first take) and kept open for the next press, reopened
// when the member picks another microphone or processing; released when the studio is left or the
// page hidden (after the running take, which a hidden page keeps recording). Leaving the screen
// stops a running take first, so what was recorded is saved and queued like any take instead of
// waiting as an interrupted one.
import { useEffect, useState, useSyncExternalStore } from 'react'
import type { OfflineServices } from '../offline/offline-services'
import {
  audioConstraints,
  captureSettings,
  createRecordRtcCapture,
  createRecorder,
  createWarmMicrophone,
  takesOn,
  type Recorder,
  type RecorderState,
} from '../takes'

export function useStudioRecorder(offline: OfflineServices): { recorder: Recorder; state: RecorderState } {
  const [microphone] = useState(() => createWarmMicrophone())
  const [recorder] = useState(() =>
    createRecorder({ takes: takesOn(offline), queue: offline.syncQueue, device: createRecordRtcCapture(microphone) }),
  )
  useEffect(() => {
    // Not under a running take: new settings reopen the microphone for the next one.
    const warmUp = () => {
      if (recorder.get().status !== 'recording') void microphone.warmUp(audioConstraints(captureSettings.get()))
    }
    const releaseWhenHidden = () => {
      if (document.visibilityState === 'hidden' && recorder.get().status !== 'recording') microphone.release()
    }
    const onVisibility = () => (document.visibilityState === 'visible' ? warmUp() : releaseWhenHidden())
    warmUp()
    const stopWatchingSettings = captureSettings.subscribe(warmUp)
    const stopWatchingTakes = recorder.subscribe(releaseWhenHidden)
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      document.removeEventListener('visibilitychange', onVisibility)
      stopWatchingTakes()
      stopWatchingSettings()
      void recorder.stop().finally(microphone.release)
    }
  }, [recorder, microphone])
  const state = useSyncExternalStore(recorder.subscribe, recorder.get, recorder.get)
  return { recorder, state }
}
