import { describe, expect, it } from 'vitest'
import { deviceCopyText } from '#app/ui/offline-banner'

describe('the line a read shows while its data is the device’s copy', () => {
  const now = new Date(2026, 11, 6, 16, 30)

  it('says when the copy was saved: the time today, the day and time before', () => {
    expect(deviceCopyText(new Date(2026, 11, 6, 14, 2).getTime(), now)).toBe(
      'Offline: showing what this device saved at 14:02',
    )
    expect(deviceCopyText(new Date(2026, 11, 3, 9, 5).getTime(), now)).toMatch(
      /^Offline: showing what this device saved on (3 Dec|Dec 3) at 09:05$/,
    )
  })

  it('says no time for a copy that came with the page', () => {
    expect(deviceCopyText(0, now)).toBe('Offline: showing what this device saved')
  })
})
