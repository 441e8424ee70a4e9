// A chosen audio file: MP3 and M4A go up as they are, whatever their length; other audio is encoded
// on the device, and refused past 2 hours (too long to hold in a tab's memory).
import { afterEach, expect, it, vi } from 'vitest'
import { encodeMaxSeconds, prepareFileAudio, tooLongToEncodeText } from '#app/episodes/publish/file-audio'

/** A browser decoder that answers audio of `seconds`, silent. */
function decodesAs(seconds: number) {
  const sampleRate = 8000
  class FakeContext {
    async decodeAudioData() {
      const length = Math.round(seconds * sampleRate)
      return {
        duration: seconds,
        sampleRate,
        numberOfChannels: 1,
        length,
        getChannelData: () => new Float32Array(length),
      }
    }
  }
  vi.stubGlobal('OfflineAudioContext', FakeContext)
}
afterEach(() => vi.unstubAllGlobals())

it('refuses audio that needs encoding and is longer than 2 hours, with what to do instead', async () => {
  decodesAs(encodeMaxSeconds + 1)
  await expect(prepareFileAudio(new File(['wav'], 'long.wav', { type: 'audio/wav' }), () => undefined)).rejects.toThrow(
    tooLongToEncodeText,
  )
})

it('sends an MP3 as it is, with no limit of its own', async () => {
  decodesAs(encodeMaxSeconds * 3)
  const file = new File(['mp3'], 'long.mp3', { type: 'audio/mpeg' })
  expect(await prepareFileAudio(file, () => undefined)).toEqual({ blob: file, mime: 'audio/mpeg' })
})

it('encodes shorter audio to MP3', async () => {
  decodesAs(2)
  const made = await prepareFileAudio(new File(['wav'], 'short.wav', { type: 'audio/wav' }), () => undefined)
  expect(made.mime).toBe('audio/mpeg')
  expect(made.blob.size).toBeGreaterThan(0)
})
