import { describe, expect, it } from 'vitest'
import { channelMessages } from '#contract/channels'
import { artworkFileProblem, artworkSizeProblem } from '#app/channels/artwork-check'

describe('artwork checked before it is sent', () => {
  it('takes JPEG, PNG and WebP up to 20 MB', () => {
    expect(artworkFileProblem({ type: 'image/png', size: 1000 })).toBeNull()
    expect(artworkFileProblem({ type: 'image/gif', size: 1000 })).toBe(channelMessages.artworkType)
    expect(artworkFileProblem({ type: 'image/jpeg', size: 21 * 1024 * 1024 })).toBe(channelMessages.artworkTooLarge)
  })

  it('wants at least 1400 pixels on the shorter side', () => {
    expect(artworkSizeProblem(1400, 1400)).toBeNull()
    expect(artworkSizeProblem(3000, 1399)).toBe(channelMessages.artworkTooSmall)
  })
})
