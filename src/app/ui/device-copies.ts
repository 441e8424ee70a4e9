// Which reads on screen show this device's copy instead of the server's answer, and since when: each
// read reports it while it does (query-states.tsx), and the page says it once, with the oldest time
// (offline-banner.tsx), however many lists it shows.
import { useEffect, useSyncExternalStore } from 'react'
import { NetworkError } from '../api/api-error'
import { useOnline } from '../offline/use-online'

const copies = new Map<symbol, number>()
const listeners = new Set<() => void>()
let oldest: number | null = null

function changed() {
  oldest = copies.size === 0 ? null : Math.min(...copies.values())
  listeners.forEach((listener) => listener())
}

/** Reports a read's data as the device's copy while the device is offline or the network did not
 *  answer its last read. */
export function useDeviceCopy(savedAt: number | undefined, error: unknown): void {
  const online = useOnline()
  const fromDevice = savedAt !== undefined && (!online || error instanceof NetworkError)
  useEffect(() => {
    if (!fromDevice) return
    const key = Symbol('read')
    copies.set(key, savedAt)
    changed()
    return () => {
      copies.delete(key)
      changed()
    }
  }, [fromDevice, savedAt])
}

/** When the oldest copy on screen was saved (0: it came with the page); null when none is shown. */
export function useOldestDeviceCopy(): number | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => oldest,
    () => null,
  )
}
