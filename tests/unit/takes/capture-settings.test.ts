// What the studio asks the browser for: the voice unprocessed unless the member turns the clean-up
// on, their microphone if they chose one, and an encoder rate fit for a master on every channel.
import { describe, expect, it } from 'vitest'
import { audioConstraints } from '#app/takes/capture-settings'
import { recordingBitsPerSecond } from '#app/takes/recordrtc-capture'

const trackWith = (settings: MediaTrackSettings) => ({ getSettings: () => settings }) as MediaStreamTrack

describe('the microphone constraints', () => {
  it('ask for one channel with every processing off by default', () => {
    expect(audioConstraints({ cleanUp: false, deviceId: null })).toEqual({
      echoCancellation: false,
      noiseSuppression: false,
      autoGainControl: false,
      channelCount: 1,
    })
  })

  it('turn the processing on with the clean-up, and prefer the chosen microphone without demanding it', () => {
    expect(audioConstraints({ cleanUp: true, deviceId: 'usb-mic' })).toEqual({
      echoCancellation: true,
      noiseSuppression: true,
      autoGainControl: true,
      channelCount: 1,
      deviceId: { ideal: 'usb-mic' },
    })
  })
})

describe('the recording bitrate', () => {
  it('is 160 kbps for a mono track, or one that does not say', () => {
    expect(recordingBitsPerSecond(trackWith({ channelCount: 1 }))).toBe(160_000)
    expect(recordingBitsPerSecond(trackWith({}))).toBe(160_000)
    expect(recordingBitsPerSecond(undefined)).toBe(160_000)
  })

  it('is 160 kbps a channel for a device that stays stereo', () => {
    expect(recordingBitsPerSecond(trackWith({ channelCount: 2 }))).toBe(320_000)
  })
})
