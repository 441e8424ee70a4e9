import { useSyncExternalStore } from 'react'
import { useOffline } from './offline-services'
import type { KeyState } from './sync-queue'

/** The queue's state for one key (e.g. `draft:<id>`); undefined when nothing is waiting. */
export function useSyncState(key: string): KeyState | undefined {
  const { syncQueue } = useOffline()
  const snapshot = useSyncExternalStore(syncQueue.subscribe, syncQueue.getSnapshot, syncQueue.getSnapshot)
  return snapshot.get(key)
}
