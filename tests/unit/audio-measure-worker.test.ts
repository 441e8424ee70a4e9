// Measuring off the main thread: in the page where there is no Worker (as in jsdom), and through a
// stand-in Worker that moves the buffers as a real one does (structuredClone with transfer).
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  channelsOf,
  doAudioWork,
  transferablesOf,
  type AudioWorkerMessage,
  type AudioWorkRequest,
} from '#app/audio/audio-measure-messages'
import { measureLoudness } from '#app/audio/loudness'
import { sine, stereo } from './support/audio-signals'

const sampleRate = 48_000
const signal = () => stereo(sine({ dbfs: -23, seconds: 1, sampleRate }))

/** A fresh copy of the module, so that each test starts without a worker. */
const freshModule = async () => {
  vi.resetModules()
  return import('#app/audio/measure-in-worker')
}

/** Answers like audio-measure.worker.ts, after a task, with the buffers moved both ways. */
class StandInWorker {
  static made: StandInWorker[] = []
  static failBeforeReady = false
  /** Takes requests and never answers, like a worker about to run out of memory. */
  static stalls = false
  readonly transferred: Transferable[][] = []
  private readonly listeners = new Map<string, ((event: never) => void)[]>()

  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    StandInWorker.made.push(this)
    setTimeout(() => (StandInWorker.failBeforeReady ? this.fail('no such script') : this.post({ kind: 'ready' })))
  }

  addEventListener(type: string, listener: (event: never) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }

  postMessage(request: AudioWorkRequest, transfer: Transferable[]) {
    this.transferred.push(transfer)
    const received = structuredClone(request, { transfer })
    if (StandInWorker.stalls) return
    setTimeout(() => {
      const result = doAudioWork(received.work)
      const answer: AudioWorkerMessage = { kind: 'answer', id: received.id, result }
      this.post(structuredClone(answer, { transfer: transferablesOf(channelsOf(result)) }))
    })
  }

  terminate() {}

  fail(message: string) {
    const event = { message, preventDefault: () => {} } as never
    for (const listener of this.listeners.get('error') ?? []) listener(event)
  }

  private post(data: AudioWorkerMessage) {
    for (const listener of this.listeners.get('message') ?? []) listener({ data } as never)
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  StandInWorker.made = []
  StandInWorker.failBeforeReady = false
  StandInWorker.stalls = false
})

describe('without a Worker (jsdom)', () => {
  it('measures in the page', async () => {
    const { measureInWorker } = await freshModule()
    const channels = signal()
    const { report, channels: back } = await measureInWorker(channels, sampleRate)
    expect(report).toEqual(measureLoudness(signal(), sampleRate))
    expect(back).toEqual(channels)
  })

  it('normalises in the page, and rejects what cannot be measured', async () => {
    const { measureInWorker, normaliseInWorker } = await freshModule()
    const result = await normaliseInWorker(signal(), sampleRate, { targetLufs: -16 })
    expect(result.outcome).toBe('normalised')
    expect(result.after.integratedLufs).toBeCloseTo(-16, 0)
    await expect(measureInWorker(signal(), 0)).rejects.toThrow('Not a sample rate')
  })
})

describe('with a Worker', () => {
  it('moves the buffers to the worker and back, answering each request by its id', async () => {
    vi.stubGlobal('Worker', StandInWorker)
    const { measureInWorker, normaliseInWorker } = await freshModule()
    const first = signal()
    const second = [sine({ dbfs: -33, seconds: 1, sampleRate })]
    const [measured, normalised, other] = await Promise.all([
      measureInWorker(first, sampleRate),
      normaliseInWorker(signal(), sampleRate, { targetLufs: -20, ceilingDbtp: -1 }),
      measureInWorker(second, sampleRate),
    ])
    expect(StandInWorker.made).toHaveLength(1)
    const worker = StandInWorker.made[0]!
    expect(worker.options).toEqual({ type: 'module' })
    expect(worker.url.href).toMatch(/audio-measure\.worker\.ts/)
    // Two channels, two buffers: each moved, none copied; the arrays passed in are detached.
    expect(worker.transferred[0]).toHaveLength(2)
    expect(first[0]!.length).toBe(0)
    expect(measured.report.integratedLufs).toBeCloseTo(-23, 1)
    expect(measured.channels[0]!.length).toBe(sampleRate)
    expect(other.report.integratedLufs).toBeCloseTo(-36, 1)
    expect(normalised.after.integratedLufs).toBeCloseTo(-20, 0)
  })

  it('sends a channel pair sharing one buffer once', async () => {
    vi.stubGlobal('Worker', StandInWorker)
    const { measureInWorker } = await freshModule()
    const shared = new Float32Array(2 * sampleRate)
    shared.set(sine({ dbfs: -23, seconds: 1, sampleRate }))
    shared.set(sine({ dbfs: -23, seconds: 1, sampleRate }), sampleRate)
    const { report } = await measureInWorker([shared.subarray(0, sampleRate), shared.subarray(sampleRate)], sampleRate)
    expect(StandInWorker.made[0]!.transferred[0]).toHaveLength(1)
    expect(report.integratedLufs).toBeCloseTo(-23, 1)
  })

  it('measures in the page when the worker fails to start', async () => {
    vi.stubGlobal('Worker', StandInWorker)
    StandInWorker.failBeforeReady = true
    const { measureInWorker } = await freshModule()
    const { report } = await measureInWorker(signal(), sampleRate)
    expect(report.integratedLufs).toBeCloseTo(-23, 1)
    expect(StandInWorker.made[0]!.transferred).toEqual([])
  })

  it('rejects what was sent when the worker stops, and starts another for the next request', async () => {
    vi.stubGlobal('Worker', StandInWorker)
    const { measureInWorker } = await freshModule()
    await measureInWorker(signal(), sampleRate)
    StandInWorker.stalls = true
    const lost = measureInWorker(signal(), sampleRate)
    await vi.waitFor(() => expect(StandInWorker.made[0]!.transferred).toHaveLength(2))
    StandInWorker.made[0]!.fail('out of memory')
    await expect(lost).rejects.toThrow('The audio worker stopped: out of memory')
    StandInWorker.stalls = false
    const { report } = await measureInWorker(signal(), sampleRate)
    expect(StandInWorker.made).toHaveLength(2)
    expect(report.integratedLufs).toBeCloseTo(-23, 1)
  })
})
