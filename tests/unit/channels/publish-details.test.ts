import { describe, expect, it } from 'vitest'
import { episodeMessages } from '#contract/episodes'
import { checkPublishDetails, publishAtRequired } from '#app/episodes/publish/publish-details'
import { uploadableMime } from '#app/episodes/publish/file-audio'

const now = new Date('2026-11-24T10:00:00Z')
const details = { title: 'Episode one', description: '', when: 'now' as const, publishAt: '' }

describe('when an episode goes public', () => {
  it('now, at a chosen time, or not yet', () => {
    expect(checkPublishDetails(details, now)).toEqual({ publishAt: now.toISOString(), errors: null })
    expect(checkPublishDetails({ ...details, when: 'draft' }, now)).toEqual({ publishAt: null, errors: null })
    const local = '2026-12-01T18:30'
    expect(checkPublishDetails({ ...details, when: 'schedule', publishAt: local }, now)).toEqual({
      publishAt: new Date(local).toISOString(),
      errors: null,
    })
  })

  it('needs a title, and a time to schedule', () => {
    expect(checkPublishDetails({ ...details, title: ' ', when: 'schedule' }, now).errors).toEqual({
      title: episodeMessages.titleRequired,
      publishAt: publishAtRequired,
    })
  })
})

describe('an audio file sent as it is', () => {
  it('MP3 and M4A, by type or (without one) by name; anything else is encoded first', () => {
    expect(uploadableMime({ name: 'a.mp3', type: 'audio/mpeg' })).toBe('audio/mpeg')
    expect(uploadableMime({ name: 'a.m4a', type: 'audio/x-m4a' })).toBe('audio/mp4')
    expect(uploadableMime({ name: 'a.m4a', type: '' })).toBe('audio/mp4')
    expect(uploadableMime({ name: 'a.wav', type: 'audio/wav' })).toBeNull()
    expect(uploadableMime({ name: 'a.ogg', type: '' })).toBeNull()
  })
})
