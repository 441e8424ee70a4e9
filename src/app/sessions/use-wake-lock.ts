// Keeps the screen on while recording where the browser has the Wake Lock API. The browser drops the
// lock when the page is hidden, so it is asked for again when the page shows while still recording.
import { useEffect } from 'react'

interface WakeLockSentinelLike {
  release(): Promise<void>
}
interface WakeLockLike {
  request(type: 'screen'): Promise<WakeLockSentinelLike>
}

export function useWakeLock(active: boolean): void {
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: WakeLockLike }).wakeLock
    if (!active || !wakeLock) return
    let sentinel: WakeLockSentinelLike | null = null
    let ended = false
    const acquire = async () => {
      try {
        const next = await wakeLock.request('screen')
        if (ended) void next.release().catch(() => {})
        else sentinel = next
      } catch {
        // Refused (battery saver, hidden page): recording goes on without it.
      }
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible') void acquire()
    }
    void acquire()
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      ended = true
      document.removeEventListener('visibilitychange', onVisible)
      void sentinel?.release().catch(() => {})
    }
  }, [active])
}
