// Takes of this session that lost their tab mid-take, offered on opening: keep (saved and queued for
// upload with what was written) or discard.
import { useCallback, useEffect, useState } from 'react'
import type { OfflineServices } from '../offline/offline-services'
import {
  discardInterruptedTake,
  keepInterruptedTake,
  listInterruptedTakes,
  takesOn,
  type LocalTake,
  type Recorder,
} from '../takes'

export interface InterruptedTakes {
  takes: LocalTake[]
  keep(takeId: string): Promise<void>
  discard(takeId: string): Promise<void>
}

export function useInterruptedTakes(
  offline: OfflineServices,
  recorder: Recorder,
  sessionId: string,
  userId: string,
): InterruptedTakes {
  const takes = takesOn(offline)
  const { syncQueue } = offline
  const [found, setFound] = useState<LocalTake[]>([])

  useEffect(() => {
    let current = true
    void listInterruptedTakes(takes, userId, recorder.recordingTakeIds()).then((interrupted) => {
      if (current) setFound(interrupted.filter((take) => take.sessionId === sessionId))
    })
    return () => {
      current = false
    }
  }, [takes, recorder, sessionId, userId])

  const settled = (takeId: string) => setFound((list) => list.filter((take) => take.id !== takeId))
  const keep = useCallback(
    async (takeId: string) => {
      await keepInterruptedTake(takes, syncQueue, takeId)
      settled(takeId)
    },
    [takes, syncQueue],
  )
  const discard = useCallback(
    async (takeId: string) => {
      await discardInterruptedTake(takes, takeId)
      settled(takeId)
    },
    [takes],
  )
  return { takes: found, keep, discard }
}
