// The meter against EBU Tech 3341 (loudness, true peak) and Tech 3342 (loudness range), with the
// conformance signals made here, at 48 and 44.1 kHz; then what ACX reads, and input that is no use.
import { describe, expect, it } from 'vitest'
import { kWeightingStages } from '#app/audio/k-weighting'
import { measureLoudness, type LoudnessReport } from '#app/audio/loudness'
import { amplitudeOf, sine, sineSequence, stereo, whiteNoise } from './support/audio-signals'

const rates = [48_000, 44_100]

describe('K-weighting', () => {
  it('reproduces the BS.1770-4 table at 48 kHz', () => {
    const [shelf, highPass] = kWeightingStages(48_000)
    const table = [
      {
        b0: 1.53512485958697,
        b1: -2.69169618940638,
        b2: 1.19839281085285,
        a1: -1.69065929318241,
        a2: 0.73248077421585,
      },
      { b0: 1, b1: -2, b2: 1, a1: -1.99004745483398, a2: 0.99007225036621 },
    ]
    for (const [stage, expected] of [shelf, highPass].map((stage, index) => [stage, table[index]!] as const)) {
      for (const key of ['b0', 'b1', 'b2', 'a1', 'a2'] as const) expect(stage[key]).toBeCloseTo(expected[key], 6)
    }
  })

  it('is derived for other rates, with the same 4 dB shelf at high frequencies', () => {
    const [shelf] = kWeightingStages(44_100)
    // At Nyquist z = -1: (b0 - b1 + b2) / (1 - a1 + a2).
    const nyquistGainDb = 20 * Math.log10((shelf.b0 - shelf.b1 + shelf.b2) / (1 - shelf.a1 + shelf.a2))
    expect(nyquistGainDb).toBeCloseTo(4, 0)
    expect(shelf.b0).not.toBeCloseTo(1.53512485958697, 3)
  })
})

describe.each(rates)('EBU Tech 3341 at %i Hz', (sampleRate) => {
  const integrated = (segments: [number, number][]) =>
    measureLoudness(stereo(sineSequence(sampleRate, segments)), sampleRate).integratedLufs

  it.each([
    ['case 1: -23 dBFS for 20 s', -23, [[-23, 20]]],
    ['case 2: -33 dBFS for 20 s', -33, [[-33, 20]]],
    [
      'case 3: -36, -23, -36 dBFS',
      -23,
      [
        [-36, 10],
        [-23, 60],
        [-36, 10],
      ],
    ],
    [
      'case 4: -72, -36, -23, -36, -72 dBFS',
      -23,
      [
        [-72, 10],
        [-36, 10],
        [-23, 60],
        [-36, 10],
        [-72, 10],
      ],
    ],
    [
      'case 5: -26, -20, -26 dBFS',
      -23,
      [
        [-26, 20],
        [-20, 20.1],
        [-26, 20],
      ],
    ],
  ] as [string, number, [number, number][]][])('%s reads %d LUFS ±0.1', (_, expected, segments) => {
    expect(Math.abs(integrated(segments) - expected)).toBeLessThanOrEqual(0.1)
  })

  // Cases 15–19: sines at fs/4 whose samples miss the peak by the phase; the true peak is the amplitude.
  it.each([
    ['case 15: -6 dBTP, 0°', -6, 0],
    ['case 16: -6 dBTP, 45°', -6, 45],
    ['case 17: -6 dBTP, 60°', -6, 60],
    ['case 18: -6 dBTP, 67.5°', -6, 67.5],
    ['case 19: +3 dBTP, 45°', 3, 45],
  ])('%s reads within -0.4/+0.2 dB', (_, dbtp, phaseDegrees) => {
    const samples = sine({ dbfs: dbtp, seconds: 2, sampleRate, frequency: sampleRate / 4, phaseDegrees })
    const report = measureLoudness(stereo(samples), sampleRate)
    expect(report.truePeakDbtp).toBeGreaterThanOrEqual(dbtp - 0.4)
    expect(report.truePeakDbtp).toBeLessThanOrEqual(dbtp + 0.2)
    const phase = (phaseDegrees * Math.PI) / 180
    const samplePeak = Math.max(Math.abs(Math.sin(phase)), Math.abs(Math.cos(phase)))
    expect(report.samplePeakDbfs).toBeCloseTo(dbtp + 20 * Math.log10(samplePeak), 3)
  })
})

describe('EBU Tech 3342 loudness range at 48 kHz', () => {
  it.each([
    [
      'case 1: -20 then -30 dBFS',
      10,
      [
        [-20, 20],
        [-30, 20],
      ],
    ],
    [
      'case 2: -20 then -15 dBFS',
      5,
      [
        [-20, 20],
        [-15, 20],
      ],
    ],
    [
      'case 3: -40 then -20 dBFS',
      20,
      [
        [-40, 20],
        [-20, 20],
      ],
    ],
    [
      'case 4: -50, -35, -20, -35, -50 dBFS',
      15,
      [
        [-50, 20],
        [-35, 20],
        [-20, 20],
        [-35, 20],
        [-50, 20],
      ],
    ],
  ] as [string, number, [number, number][]][])('%s reads %d LU ±1', (_, expected, segments) => {
    const report = measureLoudness(stereo(sineSequence(48_000, segments)), 48_000)
    expect(Math.abs(report.loudnessRangeLu - expected)).toBeLessThanOrEqual(1)
  })

  it('reads 44.1 kHz the same (case 1)', () => {
    const report = measureLoudness(
      stereo(
        sineSequence(44_100, [
          [-20, 20],
          [-30, 20],
        ]),
      ),
      44_100,
    )
    expect(report.loudnessRangeLu).toBeCloseTo(10, 0)
  })
})

describe('what ACX reads', () => {
  const sampleRate = 48_000

  it('reads the RMS of every sample, the peak and the duration', () => {
    const report = measureLoudness([sine({ dbfs: -20, seconds: 3, sampleRate })], sampleRate)
    expect(report.rmsDbfs).toBeCloseTo(-23.01, 2) // a sine's RMS is 3.01 dB under its peak
    expect(report.samplePeakDbfs).toBeCloseTo(-20, 3)
    expect(report.durationSeconds).toBe(3)
    expect(report.fullScaleSamples).toBe(0)
    // Mono is one channel: 3 dB under the same sine on both channels of a stereo pair.
    expect(report.integratedLufs).toBeCloseTo(-23, 1)
  })

  it('reads the noise floor from the quietest 500 ms', () => {
    const speech = whiteNoise(4, sampleRate, -20, 1)
    const roomTone = whiteNoise(1, sampleRate, -65, 2)
    const samples = new Float32Array(speech.length + roomTone.length)
    samples.set(speech.subarray(0, 2 * sampleRate))
    samples.set(roomTone, 2 * sampleRate)
    samples.set(speech.subarray(2 * sampleRate), 3 * sampleRate)
    const report = measureLoudness([samples], sampleRate)
    expect(report.noiseFloorDbfs).toBeCloseTo(-65, 0)
    expect(report.rmsDbfs).toBeCloseTo(-20 + 10 * Math.log10(4 / 5), 1)
  })

  it('counts the samples at full scale, in every channel', () => {
    const square = Float32Array.from({ length: sampleRate }, (_, i) => (Math.floor(i / 24) % 2 === 0 ? 1 : -1))
    const report = measureLoudness([square, square.map((x) => x / 2)], sampleRate)
    expect(report.fullScaleSamples).toBe(sampleRate)
    expect(report.samplePeakDbfs).toBe(0)
  })
})

describe('input that is no use', () => {
  const sampleRate = 48_000
  const expectNoNaN = (report: LoudnessReport) => {
    for (const [name, value] of Object.entries(report)) expect(Number.isNaN(value), name).toBe(false)
  }

  it('reads silence as -Infinity, without a range', () => {
    const report = measureLoudness(stereo(new Float32Array(10 * sampleRate)), sampleRate)
    expectNoNaN(report)
    expect(report).toMatchObject({
      integratedLufs: -Infinity,
      loudnessRangeLu: 0,
      truePeakDbtp: -Infinity,
      samplePeakDbfs: -Infinity,
      rmsDbfs: -Infinity,
      noiseFloorDbfs: -Infinity,
      fullScaleSamples: 0,
      durationSeconds: 10,
    })
  })

  it('reads no channels, and channels of no samples, as nothing', () => {
    for (const channels of [[], [new Float32Array(0)], stereo(new Float32Array(0))]) {
      const report = measureLoudness(channels, sampleRate)
      expectNoNaN(report)
      expect(report.integratedLufs).toBe(-Infinity)
      expect(report.durationSeconds).toBe(0)
    }
  })

  it('gives a 0.3 s clip, shorter than one 400 ms block, no loudness but its peaks and RMS', () => {
    const report = measureLoudness([sine({ dbfs: -10, seconds: 0.3, sampleRate })], sampleRate)
    expectNoNaN(report)
    expect(report.integratedLufs).toBe(-Infinity)
    expect(report.loudnessRangeLu).toBe(0)
    expect(report.samplePeakDbfs).toBeCloseTo(-10, 2)
    expect(report.rmsDbfs).toBeCloseTo(-13.01, 1)
    expect(report.noiseFloorDbfs).toBe(report.rmsDbfs)
  })

  it('measures pure white noise', () => {
    const report = measureLoudness([whiteNoise(10, sampleRate, -20)], sampleRate)
    expectNoNaN(report)
    expect(report.rmsDbfs).toBeCloseTo(-20, 1)
    expect(report.noiseFloorDbfs).toBeCloseTo(-20, 0)
    expect(report.loudnessRangeLu).toBeLessThan(0.5)
    // White noise is mostly high frequencies, which K-weighting lifts.
    expect(report.integratedLufs).toBeGreaterThan(-20)
    expect(report.truePeakDbtp).toBeGreaterThanOrEqual(report.samplePeakDbfs)
  })

  it('measures a take that clips throughout at ±1', () => {
    const clipped = sine({ dbfs: 12, seconds: 5, sampleRate, frequency: 220 }).map((x) => Math.max(-1, Math.min(1, x)))
    const report = measureLoudness([clipped], sampleRate)
    expectNoNaN(report)
    expect(report.samplePeakDbfs).toBe(0)
    expect(report.fullScaleSamples).toBeGreaterThan(clipped.length / 2)
    expect(report.truePeakDbtp).toBeGreaterThan(0) // the square edges ring between the samples
    expect(Number.isFinite(report.integratedLufs)).toBe(true)
  })

  it('reads samples that are not numbers as silence', () => {
    const samples = sine({ dbfs: -20, seconds: 2, sampleRate })
    samples[100] = Number.NaN
    samples[200] = Number.POSITIVE_INFINITY
    const report = measureLoudness([samples], sampleRate)
    expectNoNaN(report)
    expect(report.samplePeakDbfs).toBeCloseTo(-20, 2)
    expect(report.integratedLufs).toBeCloseTo(-23, 1)
  })

  it('refuses a sample rate that is not one', () => {
    expect(() => measureLoudness([new Float32Array(10)], 0)).toThrow(RangeError)
    expect(() => measureLoudness([new Float32Array(10)], Number.NaN)).toThrow(RangeError)
  })
})

describe('speed', () => {
  it('measures 10 minutes of 48 kHz mono noise', () => {
    const noise = whiteNoise(600, 48_000, -20)
    const start = performance.now()
    const cpuStart = process.cpuUsage()
    const report = measureLoudness([noise], 48_000)
    const milliseconds = performance.now() - start
    // CPU time too: on a shared 2-core machine the wall clock also counts other processes' turns.
    const cpuMilliseconds = process.cpuUsage(cpuStart).user / 1000
    console.log(
      `measureLoudness: 10 min of 48 kHz mono noise in ${milliseconds.toFixed(0)} ms (${cpuMilliseconds.toFixed(0)} ms CPU)`,
    )
    expect(report.durationSeconds).toBe(600)
    expect(report.rmsDbfs).toBeCloseTo(-20, 1)
  })
})

// A level check of the signals themselves, so a wrong generator cannot pass the cases above.
it('makes the sines at the level asked', () => {
  expect(Math.max(...sine({ dbfs: -23, seconds: 0.01, sampleRate: 48_000 }))).toBeCloseTo(amplitudeOf(-23), 4)
})
