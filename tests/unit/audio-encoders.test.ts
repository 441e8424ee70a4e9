// The publishing encoders checked by what ffmpeg, the reference most players and hosts agree with,
// reads from their files: length, rate, channels, bitrate, and the samples decoded back.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { encodeMp3Cbr } from '#app/audio/encode-mp3-cbr'
import { encodeWav } from '#app/audio/encode-wav'
import { crc16, samplesPerFrame, withInfoFrame } from '#app/audio/mp3-info-frame'

const directory = mkdtempSync(join(tmpdir(), 'audio-encoders-'))
afterAll(() => rmSync(directory, { recursive: true, force: true }))

async function saved(name: string, file: Blob): Promise<string> {
  const path = join(directory, name)
  writeFileSync(path, new Uint8Array(await file.arrayBuffer()))
  return path
}

interface Probe {
  streams: {
    codec_name: string
    sample_rate: string
    channels: number
    bit_rate?: string
    tags?: { encoder?: string }
  }[]
  format: { duration: string }
}

function probe(path: string): Probe {
  const args = [
    '-v',
    'error',
    '-show_entries',
    'format=duration:stream=codec_name,sample_rate,channels,bit_rate:stream_tags=encoder',
    '-of',
    'json',
    path,
  ]
  return JSON.parse(execFileSync('ffprobe', args, { encoding: 'utf8' })) as Probe
}

/** The file decoded by ffmpeg, channels interleaved. */
function decoded(path: string, channels: number): Float32Array {
  const pcm = execFileSync('ffmpeg', ['-v', 'error', '-i', path, '-f', 'f32le', '-ac', String(channels), '-'], {
    maxBuffer: 1 << 28,
  })
  return new Float32Array(pcm.buffer, pcm.byteOffset, pcm.byteLength / 4)
}

/** A voice's shape: a gliding pitch with a few harmonics and some breath, in syllables of about a quarter second. */
function voiceLike(seconds: number, sampleRate: number): Float32Array {
  const samples = new Float32Array(Math.round(seconds * sampleRate))
  let phase = 0
  let seed = 1
  const breath = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 30 - 1) * 0.1
  for (let i = 0; i < samples.length; i++) {
    const t = i / sampleRate
    phase += (2 * Math.PI * (140 + 40 * Math.sin(2 * Math.PI * 0.7 * t))) / sampleRate
    const syllable = 0.5 - 0.5 * Math.cos(2 * Math.PI * 3.1 * t)
    samples[i] =
      syllable *
      (0.4 * Math.sin(phase) +
        0.2 * Math.sin(2 * phase) +
        0.1 * Math.sin(3 * phase) +
        0.05 * Math.sin(5 * phase) +
        breath())
  }
  return samples
}

/** The shift of `output` against `input` (a window from `from`) with the least error, within ±`reach` samples. */
function bestLag(input: Float32Array, output: Float32Array, from: number, reach: number): number {
  let best = { lag: 0, error: Infinity }
  for (let lag = -reach; lag <= reach; lag++) {
    let error = 0
    for (let i = from; i < from + 4096; i++) error += (input[i]! - (output[i + lag] ?? 0)) ** 2
    if (error < best.error) best = { lag, error }
  }
  return best.lag
}

describe('CBR MP3 with an Info frame', () => {
  const seconds = 17.16
  const voice = voiceLike(seconds, 44_100)

  it.each([128, 192] as const)(
    'reads as %i kbps mono of the exact length, and decodes to the input, delay trimmed',
    async (kbps) => {
      const reported: number[] = []
      const path = await saved(
        `voice-${kbps}.mp3`,
        await encodeMp3Cbr([voice], 44_100, { kbps, channels: 1 }, (percent) => reported.push(percent)),
      )
      const { streams, format } = probe(path)
      expect(streams).toEqual([
        {
          codec_name: 'mp3',
          sample_rate: '44100',
          channels: 1,
          bit_rate: String(kbps * 1000),
          tags: { encoder: 'LAME3.100' },
        },
      ])
      // ffmpeg reports whole frames, the encoder's delay and padding included (0.029 s here); it trims
      // them when decoding, and the decoded samples are the exact measure.
      expect(Math.abs(Number(format.duration) - seconds)).toBeLessThan(0.03)
      const samples = decoded(path, 1)
      expect(samples.length).toBe(voice.length)
      expect(bestLag(voice, samples, 5 * 44_100, 1200)).toBe(0)
      expect([reported[0], reported.at(-1)]).toEqual([0, 100])
    },
  )

  it('reads as 320 kbps stereo at 48 kHz, decoding to both channels in step', async () => {
    const left = voiceLike(3, 48_000)
    const right = left.map((sample) => -0.5 * sample)
    const path = await saved('stereo.mp3', await encodeMp3Cbr([left, right], 48_000, { kbps: 320, channels: 2 }))
    const { streams, format } = probe(path)
    expect(streams).toEqual([
      { codec_name: 'mp3', sample_rate: '48000', channels: 2, bit_rate: '320000', tags: { encoder: 'LAME3.100' } },
    ])
    expect(Math.abs(Number(format.duration) - 3)).toBeLessThan(0.03)
    const interleaved = decoded(path, 2)
    const channel = (c: number) => interleaved.filter((_, i) => i % 2 === c)
    expect(channel(0).length).toBe(left.length)
    expect(bestLag(left, channel(0), 48_000, 1200)).toBe(0)
    expect(bestLag(right, channel(1), 48_000, 1200)).toBe(0)
  })

  it.each([
    ['a 0.3 s take', voiceLike(0.3, 44_100)],
    ['silence', new Float32Array(2 * 44_100)],
  ])('encodes %s to a file ffmpeg reads whole', async (name, samples) => {
    const path = await saved(`${name}.mp3`, await encodeMp3Cbr([samples], 44_100, { kbps: 128, channels: 1 }))
    expect(probe(path).streams[0]?.tags?.encoder).toBe('LAME3.100')
    expect(Math.abs(decoded(path, 1).length - samples.length)).toBeLessThan(samplesPerFrame)
  })

  it('mixes a stereo source to a mono file', async () => {
    const path = await saved('mixed.mp3', await encodeMp3Cbr([voice, voice], 44_100, { kbps: 128, channels: 1 }))
    expect(probe(path).streams[0]?.channels).toBe(1)
  })

  it('refuses a rate that is not 44.1 or 48 kHz', async () => {
    await expect(encodeMp3Cbr([voice], 22_050, { kbps: 128, channels: 1 })).rejects.toThrow(/44\.1 or 48 kHz/)
  })

  it('replaces an Info frame the stream already starts with', async () => {
    const tagged = new Uint8Array(await (await encodeMp3Cbr([voice], 44_100, { kbps: 128, channels: 1 })).arrayBuffer())
    const [frame, audio] = withInfoFrame(tagged, voice.length)
    expect([audio.byteOffset, audio.length]).toEqual([frame.length, tagged.length - frame.length])
    expect(Buffer.compare(frame, tagged.subarray(0, frame.length))).toBe(0) // rebuilt the same, its checksums too
  })

  it('checksums the tag and the music as CRC-16/ARC', () => {
    // The check value published for CRC-16/ARC (the checksum of "123456789").
    expect(crc16(new TextEncoder().encode('123456789'))).toBe(0xbb3d)
  })
})

describe('WAV', () => {
  const sampleRate = 48_000
  const frames = Math.round(1.5 * sampleRate)
  const left = Float32Array.from({ length: frames }, (_, i) => Math.sin(i / 7) * 0.9)
  const right = Float32Array.from({ length: frames }, (_, i) => ((i * 7919) % 2001) / 1000 - 1)
  right.set([1.5, -1.5, 1, -1, 0, 1e-7, -(2 ** -23)])

  /** The file's samples, read back as 24-bit little-endian integers scaled to ±1. */
  const readBack24 = (file: Uint8Array) =>
    Float32Array.from({ length: (file.length - 44) / 3 }, (_, i) => {
      const at = 44 + 3 * i
      return (((file[at]! | (file[at + 1]! << 8) | (file[at + 2]! << 16)) << 8) >> 8) / 0x7fffff
    })

  it('writes 24-bit 48 kHz that ffmpeg reads as such, of the exact length, within one step of the input', async () => {
    const wav = encodeWav([left, right], sampleRate, { bitDepth: 24 })
    const path = await saved('master.wav', wav)
    const { streams, format } = probe(path)
    expect(streams).toEqual([
      { codec_name: 'pcm_s24le', sample_rate: '48000', channels: 2, bit_rate: String(48_000 * 48) },
    ])
    expect(Number(format.duration)).toBe(1.5)

    const step = 2 ** -23
    const samples = readBack24(new Uint8Array(await wav.arrayBuffer()))
    const ffmpegSamples = decoded(path, 2)
    let worst = 0
    for (let i = 0; i < frames; i++) {
      for (const [c, channel] of [left, right].entries()) {
        const expected = Math.max(-1, Math.min(1, channel[i]!))
        worst = Math.max(
          worst,
          Math.abs(samples[2 * i + c]! - expected),
          Math.abs(ffmpegSamples[2 * i + c]! - expected),
        )
      }
    }
    expect(worst).toBeLessThanOrEqual(step)
    expect([samples[1], samples[3]]).toEqual([1, -1]) // 1.5 and -1.5 on the right: clamped, not wrapped
  })

  it('writes 16-bit, clamping the same way', async () => {
    const wav = new Uint8Array(
      await encodeWav([new Float32Array([1.5, -1.5, 0.5])], 44_100, { bitDepth: 16 }).arrayBuffer(),
    )
    const samples = new Int16Array(wav.buffer, 44, 3)
    expect([...samples]).toEqual([0x7fff, -0x7fff, 0x4000])
    expect(probe(await saved('take.wav', new Blob([wav]))).streams[0]).toMatchObject({
      codec_name: 'pcm_s16le',
      sample_rate: '44100',
      channels: 1,
    })
  })

  it('refuses a file with no channels', () => {
    expect(() => encodeWav([], sampleRate, { bitDepth: 24 })).toThrow(/at least one channel/)
  })
})
