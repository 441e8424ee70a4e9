import { describe, expect, it } from 'vitest'
import { waveformPeaks } from '#app/audio/waveform-peaks'

describe('waveform peaks', () => {
  it('is the loudest sample of each equal part, whatever its sign', () => {
    const samples = Float32Array.from([0.1, -0.5, 0.2, 0, 0.9, -0.3, 0, 0])
    expect([...waveformPeaks(samples, 4)].map((peak) => Number(peak.toFixed(2)))).toEqual([0.5, 0.2, 0.9, 0])
  })

  it('draws a take shorter than the bars and an empty one', () => {
    expect([...waveformPeaks(Float32Array.from([0.25, -0.75]), 4)].map((p) => Number(p.toFixed(2)))).toEqual([
      0.25, 0.25, 0.75, 0.75,
    ])
    expect([...waveformPeaks(new Float32Array(0), 3)]).toEqual([0, 0, 0])
  })
})
