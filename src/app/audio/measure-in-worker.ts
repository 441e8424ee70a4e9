// Measuring and normalising off the main thread: one module worker, started on first use and kept,
// answers requests by id. Where there is no Worker (jsdom, tests) or it does not start, the same work
// runs in the page. The channels' buffers move to the worker (detached here) and come back in the answer.
import {
  doAudioWork,
  transferablesOf,
  type AudioWork,
  type AudioWorkerMessage,
  type AudioWorkRequest,
  type AudioWorkResult,
} from './audio-measure-messages'
import type { LoudnessReport } from './loudness'
import type { NormaliseOptions, NormaliseResult } from './normalise'
import type { SpeechSpan } from './speech-span'

export interface MeasuredAudio {
  report: LoudnessReport
  /** The channels passed in, back from the worker: use these, the ones passed are detached. */
  channels: Float32Array[]
}

interface Pending {
  resolve: (result: AudioWorkResult) => void
  reject: (error: Error) => void
}

const pending = new Map<number, Pending>()
let nextId = 1
/** The running worker, or null where audio work runs in the page; undefined until first asked. */
let started: Promise<Worker | null> | undefined

/** Measures the channels (see measureLoudness) in the worker; pass copies to keep using the arrays passed. */
export async function measureInWorker(channels: Float32Array[], sampleRate: number): Promise<MeasuredAudio> {
  const result = await run({ kind: 'measure', channels, sampleRate })
  if (result.kind === 'measured') return { report: result.report, channels: result.channels }
  throw new Error(result.kind === 'failed' ? result.message : `Unexpected answer: ${result.kind}`)
}

/** A take's loudness and speech span, in the worker; `mono` is detached. */
export async function measureTakeInWorker(
  mono: Float32Array,
  sampleRate: number,
): Promise<{ report: LoudnessReport; span: SpeechSpan }> {
  const result = await run({ kind: 'measure-take', mono, sampleRate })
  if (result.kind === 'measured-take') return { report: result.report, span: result.span }
  throw new Error(result.kind === 'failed' ? result.message : `Unexpected answer: ${result.kind}`)
}

/** Normalises the channels (see normaliseToTarget) in the worker; the arrays passed are detached. */
export async function normaliseInWorker(
  channels: Float32Array[],
  sampleRate: number,
  options: NormaliseOptions = {},
): Promise<NormaliseResult> {
  const result = await run({ kind: 'normalise', channels, sampleRate, options })
  if (result.kind === 'normalised') return result.result
  throw new Error(result.kind === 'failed' ? result.message : `Unexpected answer: ${result.kind}`)
}

async function run(work: AudioWork): Promise<AudioWorkResult> {
  const worker = await (started ??= startWorker())
  if (!worker) return doAudioWork(work)
  const id = nextId++
  const answer = new Promise<AudioWorkResult>((resolve, reject) => pending.set(id, { resolve, reject }))
  const request: AudioWorkRequest = { id, work }
  worker.postMessage(request, transferablesOf(work.kind === 'measure-take' ? [work.mono] : work.channels))
  return answer
}

/** The worker once it says it is ready; null when there is none or it fails before that. */
function startWorker(): Promise<Worker | null> {
  if (typeof Worker === 'undefined') return Promise.resolve(null)
  return new Promise((resolve) => {
    let worker: Worker
    try {
      worker = new Worker(new URL('./audio-measure.worker.ts', import.meta.url), { type: 'module' })
    } catch {
      resolve(null)
      return
    }
    let ready = false
    worker.addEventListener('message', (event: MessageEvent<AudioWorkerMessage>) => {
      const message = event.data
      if (message.kind === 'ready') {
        ready = true
        resolve(worker)
        return
      }
      pending.get(message.id)?.resolve(message.result)
      pending.delete(message.id)
    })
    worker.addEventListener('error', (event) => {
      event.preventDefault()
      worker.terminate()
      // Before it is ready nothing was sent: the work runs in the page. After, what was sent is lost
      // with the worker, and the next request starts another.
      if (!ready) return resolve(null)
      started = undefined
      for (const { reject } of pending.values()) reject(new Error(`The audio worker stopped: ${event.message}`))
      pending.clear()
    })
  })
}
