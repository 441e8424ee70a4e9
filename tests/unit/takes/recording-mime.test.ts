// A take declares the container its bytes start, never the one the recorder was asked for.
import { describe, expect, it } from 'vitest'
import { recordedContainer, recordedMime } from '#app/takes/recording-mime'
import { containerOfMime, sniffAudioContainer } from '#shared/audio-container'
import { audioFixtures, fixtureNamed } from '#tests/support/audio-fixtures'

const asked = 'audio/webm;codecs=opus'
const blobOf = (bytes: Uint8Array, type = '') => new Blob([bytes.slice()], { type })

describe('the container of recorded audio', () => {
  it.each(audioFixtures)('$name ($recordedBy) is $container by its bytes', ({ bytes, container }) => {
    expect(sniffAudioContainer(bytes.subarray(0, 12))).toBe(container)
  })

  it.each(audioFixtures)(
    '$name is declared $container whatever was asked for and whatever its blob says',
    async ({ bytes, container }) => {
      for (const wrong of ['audio/webm;codecs=opus', 'audio/mp4', 'audio/ogg']) {
        expect(await recordedContainer(blobOf(bytes, wrong), wrong)).toBe(container)
      }
    },
  )

  it("keeps the recorder's own type when it names the container the bytes start (it carries the codec)", async () => {
    for (const { bytes, recorderType } of audioFixtures)
      expect(await recordedMime(blobOf(bytes, recorderType), asked)).toBe(recorderType)
  })

  it('takes the container of the bytes when the recorder said something else (RecordRTC on Firefox)', async () => {
    const ogg = fixtureNamed('firefox.ogg')
    expect(await recordedMime(blobOf(ogg.bytes, 'audio/webm'), asked)).toBe('audio/ogg')
    expect(await recordedMime(blobOf(ogg.bytes), asked)).toBe('audio/ogg')
  })

  it('falls back to the blob type, then to what was asked, for bytes that start no known container', async () => {
    const unknown = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    expect(await recordedContainer(blobOf(unknown, 'audio/mp4'), asked)).toBe('audio/mp4')
    expect(await recordedContainer(blobOf(unknown), asked)).toBe('audio/webm')
    expect(await recordedContainer(blobOf(unknown), 'audio/wav')).toBeNull()
    expect(await recordedContainer(blobOf(new Uint8Array()), asked)).toBe('audio/webm')
  })

  it('reads a mime’s container without its parameters, and nothing else', () => {
    expect(containerOfMime('Audio/WebM; codecs=opus')).toBe('audio/webm')
    expect(containerOfMime('audio/ogg; codecs=opus')).toBe('audio/ogg')
    expect(containerOfMime('audio/mp4; codecs=mp4a')).toBe('audio/mp4')
    expect(containerOfMime('video/webm')).toBeNull()
    expect(containerOfMime('')).toBeNull()
  })
})
