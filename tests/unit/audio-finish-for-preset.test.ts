// The finishing step on what members really send it: a silent take, pure noise, a 0.3 s take, a
// take clipping throughout. It never fails and never divides by zero, and its preflight says in
// plain words what is wrong; what can be made right (loudness, peaks) is. On a long recording a
// trial on excerpts tells what the encoder will take, so the file is encoded once.
import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { encodeMp3Cbr } from '#app/audio/encode-mp3-cbr'
import { trialEncode } from '#app/audio/encoder-trial'
import { finishForPreset, type DecodeAudio } from '#app/audio/finish-for-preset'
import { measureLoudness } from '#app/audio/loudness'
import { limitTruePeak } from '#app/audio/true-peak-limiter'
import { speechLike, whiteNoise } from './support/audio-signals'

const rate = 44_100

const failed = (rules: { rule: string; measured: string; pass: boolean }[]) =>
  rules.filter((rule) => !rule.pass).map((rule) => `${rule.rule}: ${rule.measured}`)

describe('finishing a mixdown for a destination', () => {
  it('brings a quiet voice to -16 LUFS under the podcast ceiling, and passes its preflight', async () => {
    const finished = await finishForPreset('podcast', [speechLike(8, rate, -36)], rate)
    expect(finished.after.integratedLufs).toBeGreaterThanOrEqual(-16.5)
    expect(finished.after.integratedLufs).toBeLessThanOrEqual(-15.5)
    expect(finished.after.truePeakDbtp).toBeLessThanOrEqual(-1)
    expect(failed(finished.rules)).toEqual([])
    expect(finished.blob.type).toBe('audio/mpeg')
  })

  it('says a silent session is silent, and still makes the file', async () => {
    const finished = await finishForPreset('podcast', [new Float32Array(5 * rate)], rate)
    expect(failed(finished.rules)).toEqual(['Loudness -17 to -15 LUFS: silent'])
    expect(finished.blob.size).toBeGreaterThan(0)
  })

  it('says a 0.3 s take is too short to measure', async () => {
    const finished = await finishForPreset('podcast', [speechLike(0.3, rate, -20)], rate)
    expect(failed(finished.rules)).toEqual(['Loudness -17 to -15 LUFS: too short to measure'])
  })

  it('levels pure noise like any signal: a number, never NaN', async () => {
    const finished = await finishForPreset('podcast', [whiteNoise(5, rate, -30)], rate)
    expect(Number.isFinite(finished.after.integratedLufs)).toBe(true)
    expect(finished.after.truePeakDbtp).toBeLessThanOrEqual(-1)
  })

  it('brings a take clipping throughout under the audiobook peak and reports its noise floor', async () => {
    const square = new Float32Array(5 * rate).map((_, i) => (Math.floor(i / 50) % 2 === 0 ? 1 : -1))
    const finished = await finishForPreset('audiobook', [square], rate)
    expect(finished.after.truePeakDbtp).toBeLessThanOrEqual(-3)
    expect(finished.after.fullScaleSamples).toBe(0)
    expect(finished.rules.map((rule) => rule.rule)).toEqual([
      'RMS -23 to -18 dB',
      'Peak at most -3 dB',
      'Noise floor at most -60 dB',
    ])
    // A square wave has no quiet part: the preflight says its noise floor is far above ACX's limit.
    expect(failed(finished.rules)).toContainEqual(expect.stringMatching(/^Noise floor at most -60 dB: -\d+\.\d dB$/))
  })

  it('keeps a master as recorded, and its preflight names the clipped samples it holds', async () => {
    const voice = speechLike(3, 48_000, -20)
    voice[1000] = 1
    voice[2000] = -1
    const finished = await finishForPreset('master', [voice], 48_000)
    expect(failed(finished.rules)).toEqual(['No sample at full scale: 2 samples'])
    const wav = new Uint8Array(await finished.blob.arrayBuffer())
    expect(new TextDecoder().decode(wav.subarray(0, 4))).toBe('RIFF')
  })

  it('refuses a rate the preset does not render at, in words', async () => {
    await expect(finishForPreset('master', [new Float32Array(100)], 44_100)).rejects.toThrow(
      'The Audition / master preset renders at 48000 Hz, not 44100 Hz.',
    )
  })
})

/** ffmpeg as the page's decoder: an MP3 back to mono float samples at its own rate. */
const ffmpegDecode: DecodeAudio = async (file) => {
  const pcm = execFileSync('ffmpeg', ['-v', 'error', '-i', 'pipe:0', '-f', 'f32le', '-ac', '1', '-'], {
    input: new Uint8Array(await file.arrayBuffer()),
    maxBuffer: 1 << 28,
  })
  return [new Float32Array(pcm.buffer, pcm.byteOffset, pcm.byteLength / 4).slice()]
}

describe('the encoder trial on a long recording', () => {
  const session = (seconds: number) => {
    const audio = new Float32Array(seconds * rate)
    for (let at = 0, line = 0; at + 9 * rate <= audio.length; at += 10 * rate, line++)
      audio.set(speechLike(9, rate, -34 + ((line * 7) % 21), line + 1), at)
    return audio
  }

  it('predicts what encoding the whole file takes away, so a 2-minute session is encoded once and meets the podcast rules', async () => {
    const finished = await finishForPreset('podcast', [session(120)], rate, undefined, ffmpegDecode)
    expect(finished.encodes).toBe(1)
    expect(Math.abs(finished.after.integratedLufs + 16)).toBeLessThanOrEqual(0.5)
    expect(finished.after.truePeakDbtp).toBeLessThanOrEqual(-1)
    expect(failed(finished.rules)).toEqual([])
  }, 60_000)

  it('reads the encoder’s loss within 0.2 LU of the whole file’s', async () => {
    const audio = session(120)
    const encode = (channels: Float32Array[]) => encodeMp3Cbr(channels, rate, { kbps: 128, channels: 1 })
    const effect = await trialEncode([audio], rate, { gainDb: 0, ceilingDbtp: -1.5 }, encode, ffmpegDecode)
    const whole = limitTruePeak([audio], rate, { ceilingDbtp: -1.5 })
    const loss =
      measureLoudness(whole, rate).integratedLufs -
      measureLoudness(await ffmpegDecode(await encode(whole)), rate).integratedLufs
    expect(effect).not.toBeNull()
    expect(Math.abs((effect?.loudnessLossLu ?? NaN) - loss)).toBeLessThanOrEqual(0.2)
  }, 60_000)

  it('makes no trial of a short, a stereo or a silent recording', async () => {
    const encode = (channels: Float32Array[]) => encodeMp3Cbr(channels, rate, { kbps: 128, channels: 1 })
    const options = { gainDb: 0, ceilingDbtp: -1.5 }
    expect(await trialEncode([session(60)], rate, options, encode, ffmpegDecode)).toBeNull()
    expect(await trialEncode([session(120), session(120)], rate, options, encode, ffmpegDecode)).toBeNull()
    expect(await trialEncode([new Float32Array(120 * rate)], rate, options, encode, ffmpegDecode)).toBeNull()
  }, 60_000)
})
