import { useSyncExternalStore } from 'react'
import { PlainButton } from '../ui/plain/plain-button'
import { applyUpdate, isUpdateWaiting, subscribeToUpdates } from './register'

/** "New version available" notice, shown when a newer service worker is waiting; on every page,
 *  the sign-in pages too, so it is plain (no Chakra). */
export function UpdatePrompt() {
  const waiting = useSyncExternalStore(subscribeToUpdates, isUpdateWaiting, () => false)
  if (!waiting) return null
  return (
    <div role="status" className="plain-notice">
      <div className="plain-row" data-justify="between">
        <p>A new version is available.</p>
        <PlainButton size="sm" onClick={applyUpdate}>
          Update now
        </PlainButton>
      </div>
    </div>
  )
}
