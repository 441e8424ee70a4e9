// The latency a cue's end is corrected by, kept per device: a loopback measured once is kept in this
// device's storage and used from then on; until then, or where no loopback was heard, the engine's figures.
import { describe, expect, it, vi } from 'vitest'
import { cueLatency, cueLatencyKey, cueLatencyTexts, type MeasuredLatency } from '#app/sessions/cue/cue-latency'

const measured: MeasuredLatency = { inputMs: 137, roundTripMs: 162, measuredAt: '2026-12-06T18:00:00.000Z' }

/** The setting as a page opened afresh on this device reads it from storage. */
async function onNextVisit() {
  vi.resetModules()
  return (await import('#app/sessions/cue/cue-latency')).measuredLatency
}

describe('cueLatency', () => {
  it('uses this device’s measurement over whatever the engine reports', () => {
    expect(cueLatency(measured, { outputMs: 25, inputMs: 12 })).toEqual({
      inputMs: 137,
      roundTripMs: 162,
      measured: true,
    })
  })

  it('with nothing measured, uses the track’s reported input latency and adds the output’s for the round trip', () => {
    expect(cueLatency(null, { outputMs: 25, inputMs: 12 })).toEqual({ inputMs: 12, roundTripMs: 37, measured: false })
  })

  it('counts a track that reports no input latency as none', () => {
    expect(cueLatency(null, { outputMs: 25, inputMs: undefined })).toEqual({
      inputMs: 0,
      roundTripMs: 25,
      measured: false,
    })
  })
})

describe('measuredLatency', () => {
  it('keeps a measurement on this device and reads it back on the next visit', async () => {
    ;(await onNextVisit()).set(measured)
    expect(JSON.parse(localStorage.getItem(cueLatencyKey)!)).toEqual(measured)
    expect((await onNextVisit()).get()).toEqual(measured)
  })

  it('is none until measured, and for a kept value out of range or unreadable', async () => {
    expect((await onNextVisit()).get()).toBeNull()
    localStorage.setItem(cueLatencyKey, JSON.stringify({ ...measured, inputMs: 5_000 }))
    expect((await onNextVisit()).get()).toBeNull()
    localStorage.setItem(cueLatencyKey, '{not json')
    expect((await onNextVisit()).get()).toBeNull()
  })
})

describe('cueLatencyTexts', () => {
  it('says the round trip in whole ms and how it is known', () => {
    expect(cueLatencyTexts.measured(161.6)).toBe('Latency: 162 ms, measured on this device.')
    expect(cueLatencyTexts.reported(37.2)).toBe('Latency: 37 ms, as this browser reports it.')
  })
})
