// The studio meter's state for the take being recorded: started afresh with each take, kept after
// it stops so a clip warning stays in view until the next one. It lives as long as its recorder.
import { useState, useSyncExternalStore } from 'react'
import { meterWarning, readPeak, startMeter, type MeterState, type Recorder } from '../takes'
import { subscribable, type Subscribable } from '../ui/subscribable'

export interface InputMeter {
  level: number
  heldDb: number
  warning: string | null
}

const silentMeter: InputMeter = { level: 0, heldDb: -Infinity, warning: null }

function meterOf(recorder: Recorder): Subscribable<InputMeter> {
  const meter = subscribable(silentMeter)
  let state: MeterState | null = null
  recorder.subscribe(() => {
    const recording = recorder.get().status === 'recording'
    if (recording && !state) {
      state = startMeter(performance.now())
      meter.set(silentMeter)
    }
    if (!recording && state) {
      meter.set({ ...meter.get(), level: 0 })
      state = null
    }
  })
  recorder.level.subscribe(() => {
    if (!state) return
    const now = performance.now()
    const level = recorder.level.get()
    state = readPeak(state, level, now)
    meter.set({ level, heldDb: state.heldDb, warning: meterWarning(state, now) })
  })
  return meter
}

export function useInputMeter(recorder: Recorder): InputMeter {
  const [meter] = useState(() => meterOf(recorder))
  return useSyncExternalStore(meter.subscribe, meter.get, meter.get)
}
