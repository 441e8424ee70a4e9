// Above every screen while the device is offline (issue 34): one line saying what still works, and,
// while a read on the page shows this device's copy (offline, or the network did not answer), when
// that copy was saved. The live region is always there (empty online), so a screen reader hears
// the lines when they appear. Plain markup: it shows on the sign-in pages too, before Chakra.
import { useOnline } from '../offline/use-online'
import { useOldestDeviceCopy } from './device-copies'
import { clockTime } from './format-date-time'

export const offlineBannerText = 'You are offline. Recording, writing and what this device saved still work.'
const copyPrefix = 'Offline: showing what this device saved'

/** "Offline: showing what this device saved at 14:02" (another day: "on 3 Dec at 14:02"); without a
 *  time for a copy that came with the page itself (prerendered, saved at 0). */
export function deviceCopyText(savedAt: number, now = new Date()): string {
  if (savedAt <= 0) return copyPrefix
  const saved = new Date(savedAt)
  const time = clockTime(saved)
  const sameDay = saved.toDateString() === now.toDateString()
  const day = sameDay ? '' : ` on ${saved.toLocaleDateString(undefined, { day: 'numeric', month: 'short' })}`
  return `${copyPrefix}${day} at ${time}`
}

export function OfflineBanner() {
  const online = useOnline()
  const savedAt = useOldestDeviceCopy()
  return (
    <div aria-live="polite" className="plain-offline-banner">
      {!online && <p>{offlineBannerText}</p>}
      {savedAt !== null && <p>{deviceCopyText(savedAt)}</p>}
    </div>
  )
}
