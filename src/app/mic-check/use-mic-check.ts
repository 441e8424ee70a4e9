import { useEffect, useState, useSyncExternalStore } from 'react'
import { captureSettings } from '../takes'
import { checkOf, keptMicCheck } from './kept-mic-check'
import { measureMicCheck } from './measure-mic-check'
import { createMicCheck, type MicCheck, type MicCheckDeps } from './mic-check-run'

/** One mic check while its panel is shown; a finished check is kept for this device. */
export function useMicCheck(deps: Partial<MicCheckDeps> = {}) {
  const [check] = useState<MicCheck>(() => {
    const created = createMicCheck({ measure: measureMicCheck, ...deps })
    created.subscribe(() => {
      const now = created.get()
      if (now.phase === 'done') keptMicCheck.keep(checkOf(now.result, captureSettings.get(), now.report, new Date()))
    })
    return created
  })
  useEffect(() => () => void check.cancel(), [check])
  const state = useSyncExternalStore(check.subscribe, check.get, check.get)
  const level = useSyncExternalStore(check.level.subscribe, check.level.get, check.level.get)
  const heldLevel = useSyncExternalStore(check.heldLevel.subscribe, check.heldLevel.get, check.heldLevel.get)
  const kept = useSyncExternalStore(keptMicCheck.subscribe, keptMicCheck.get, keptMicCheck.get)
  return { check, state, level, heldLevel, kept }
}
