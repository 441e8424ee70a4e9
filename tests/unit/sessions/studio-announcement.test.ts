import { describe, expect, it } from 'vitest'
import { studioAnnouncement } from '#app/sessions/studio-announcement'
import { localTake } from './fixtures'

const uploading = (percent: number) => ({
  ...localTake('b', 'l2', '2026-01-01T00:00:02.000Z', 'uploading', `Uploading ${percent}%`),
  percent,
})

describe("the studio's live region", () => {
  it('says the state of the newest take of this device in the words of its row', () => {
    const older = localTake('a', 'l1', '2026-01-01T00:00:01.000Z', 'uploaded', 'Uploaded')
    expect(studioAnnouncement([], null)).toBe('')
    expect(
      studioAnnouncement(
        [older, localTake('b', 'l2', '2026-01-01T00:00:02.000Z', 'saved', 'Saved on this device')],
        null,
      ),
    ).toBe('Saved on this device')
    expect(
      studioAnnouncement([localTake('b', 'l2', '2026-01-01T00:00:02.000Z', 'uploaded', 'Uploaded'), older], null),
    ).toBe('Uploaded')
  })

  it('says a take is recording only when this page records it', () => {
    const older = localTake('a', 'l1', '2026-01-01T00:00:01.000Z', 'uploaded', 'Uploaded')
    const running = localTake('b', 'l2', '2026-01-01T00:00:02.000Z', 'recording', 'Recording…')
    expect(studioAnnouncement([older, running], 'b')).toBe('Recording…')
    expect(studioAnnouncement([older, running], null)).toBe('Uploaded')
  })

  it('tells upload progress in quarters, not every percent', () => {
    expect([0, 7, 24, 25, 49, 50, 74, 99].map((percent) => studioAnnouncement([uploading(percent)], null))).toEqual([
      'Uploading 0%',
      'Uploading 0%',
      'Uploading 0%',
      'Uploading 25%',
      'Uploading 25%',
      'Uploading 50%',
      'Uploading 50%',
      'Uploading 75%',
    ])
  })
})
