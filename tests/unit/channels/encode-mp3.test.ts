import { parseBuffer } from 'music-metadata'
import { describe, expect, it } from 'vitest'
import { encodeMp3, monoBlock } from '#app/episodes/publish/encode-mp3'

const sampleRate = 44_100
const tone = (seconds: number) =>
  new Float32Array(seconds * sampleRate).map((_, i) => 0.3 * Math.sin((2 * Math.PI * 440 * i) / sampleRate))

describe('MP3 encoding in the page', () => {
  it('makes a mono MP3 of a stereo source that any decoder reads, of the right duration, reporting progress up to 100', async () => {
    const reported: number[] = []
    const mp3 = await encodeMp3([tone(7), tone(7)], sampleRate, (percent) => reported.push(percent))
    expect(mp3.type).toBe('audio/mpeg')
    const { format } = await parseBuffer(
      new Uint8Array(await mp3.arrayBuffer()),
      { mimeType: 'audio/mpeg' },
      { duration: true },
    )
    expect(format.container).toBe('MPEG')
    expect(format.numberOfChannels).toBe(1)
    expect(format.sampleRate).toBe(sampleRate)
    expect(format.duration).toBeGreaterThan(6.9)
    expect(format.duration).toBeLessThan(7.2)
    expect(reported[0]).toBe(0)
    expect(reported.at(-1)).toBe(100)
  })

  it('averages the channels of a stereo source, a block at a time', () => {
    const left = new Float32Array([1, 0.5, 0, 1])
    const right = new Float32Array([0, 0.5, 1, 0])
    expect([...monoBlock([left, right], 0, 2)]).toEqual([0.5, 0.5])
    expect([...monoBlock([left, right], 2, 10)]).toEqual([0.5, 0.5])
    expect([...monoBlock([left], 1, 3)]).toEqual([0.5, 0])
  })
})
