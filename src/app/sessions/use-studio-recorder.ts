// One recorder per studio screen. Leaving the screen stops a running take first, so what was
// recorded is saved and queued like any take instead of waiting as an interrupted one.
import { useEffect, useState, useSyncExternalStore } from 'react'
import type { OfflineServices } from '../offline/offline-services'
import { createRecorder, takesOn, type Recorder, type RecorderState } from '../takes'

export function useStudioRecorder(offline: OfflineServices): { recorder: Recorder; state: RecorderState } {
  const [recorder] = useState(() => createRecorder({ takes: takesOn(offline), queue: offline.syncQueue }))
  useEffect(() => () => void recorder.stop(), [recorder])
  const state = useSyncExternalStore(recorder.subscribe, recorder.get, recorder.get)
  return { recorder, state }
}
