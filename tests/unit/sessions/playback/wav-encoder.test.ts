import { describe, expect, it } from 'vitest'
import { encodeWav, wavHeaderBytes } from '../../../../src/app/sessions/playback/wav-encoder'
import { wavFileName } from '../../../../src/app/sessions/playback/download-file'

const ascii = (view: DataView, offset: number, length: number) => String.fromCharCode(...Array.from({ length }, (_, i) => view.getUint8(offset + i)))

describe('WAV encoder', () => {
  it('writes a 16-bit PCM RIFF header that matches the data', () => {
    const view = new DataView(encodeWav([new Float32Array(1000)], 44_100))
    expect(view.byteLength).toBe(wavHeaderBytes + 2000)
    expect(ascii(view, 0, 4)).toBe('RIFF')
    expect(view.getUint32(4, true)).toBe(36 + 2000)
    expect(ascii(view, 8, 8)).toBe('WAVEfmt ')
    expect(view.getUint32(16, true)).toBe(16)
    expect(view.getUint16(20, true)).toBe(1)
    expect(view.getUint16(22, true)).toBe(1)
    expect(view.getUint32(24, true)).toBe(44_100)
    expect(view.getUint32(28, true)).toBe(88_200)
    expect(view.getUint16(32, true)).toBe(2)
    expect(view.getUint16(34, true)).toBe(16)
    expect(ascii(view, 36, 4)).toBe('data')
    expect(view.getUint32(40, true)).toBe(2000)
  })

  it('interleaves channels and clips samples outside [-1, 1]', () => {
    const left = new Float32Array([0, 0.5, 1, 3, -1, -7])
    const right = new Float32Array([-0.5, 0.25, -1, -2, 1, Number.NaN])
    const view = new DataView(encodeWav([left, right], 48_000))
    expect(view.getUint16(22, true)).toBe(2)
    expect(view.getUint32(28, true)).toBe(48_000 * 4)
    expect(view.getUint16(32, true)).toBe(4)
    expect(view.getUint32(40, true)).toBe(6 * 4)
    const samples = Array.from({ length: 12 }, (_, i) => view.getInt16(wavHeaderBytes + i * 2, true))
    expect(samples).toEqual([0, -16384, 16384, 8192, 32767, -32768, 32767, -32768, -32768, 32767, -32768, 0])
  })

  it('stops at the shortest channel, and refuses no channel at all', () => {
    expect(encodeWav([new Float32Array(10), new Float32Array(4)], 8000).byteLength).toBe(wavHeaderBytes + 4 * 4)
    expect(() => encodeWav([], 8000)).toThrow('A WAV file needs at least one channel.')
  })
})

describe('mixdown file name', () => {
  it('is the title with characters file systems refuse taken out', () => {
    expect(wavFileName('The Storm')).toBe('The Storm.wav')
    expect(wavFileName('Act 1/2: "Night"\n')).toBe('Act 1 2 Night.wav')
    expect(wavFileName('???')).toBe('session.wav')
  })
})
