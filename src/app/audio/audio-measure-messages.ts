// The messages between the page and audio-measure.worker.ts, and the work they carry. The worker says
// `ready` once it runs; then each request's buffers are transferred, never copied, and come back in the answer.
import { measureLoudness, type LoudnessReport } from './loudness'
import { normaliseToTarget, type NormaliseOptions, type NormaliseResult } from './normalise'
import { findSpeechSpan, type SpeechSpan } from './speech-span'

export type AudioWork =
  | { kind: 'measure'; channels: Float32Array[]; sampleRate: number }
  /** A take, averaged to one channel: its loudness and where its speech begins and ends. */
  | { kind: 'measure-take'; mono: Float32Array; sampleRate: number }
  | { kind: 'normalise'; channels: Float32Array[]; sampleRate: number; options: NormaliseOptions }

export type AudioWorkResult =
  | { kind: 'measured'; report: LoudnessReport; channels: Float32Array[] }
  | { kind: 'measured-take'; report: LoudnessReport; span: SpeechSpan }
  | { kind: 'normalised'; result: NormaliseResult }
  | { kind: 'failed'; message: string }

export interface AudioWorkRequest {
  id: number
  work: AudioWork
}

export type AudioWorkerMessage = { kind: 'ready' } | { kind: 'answer'; id: number; result: AudioWorkResult }

/** Does the work, wherever it runs; a failure is an answer, not a throw. */
export function doAudioWork(work: AudioWork): AudioWorkResult {
  try {
    switch (work.kind) {
      case 'measure':
        return { kind: 'measured', report: measureLoudness(work.channels, work.sampleRate), channels: work.channels }
      case 'measure-take':
        return {
          kind: 'measured-take',
          report: measureLoudness([work.mono], work.sampleRate),
          span: findSpeechSpan(work.mono, work.sampleRate),
        }
      case 'normalise':
        return { kind: 'normalised', result: normaliseToTarget(work.channels, work.sampleRate, work.options) }
    }
  } catch (error) {
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error) }
  }
}

/** The buffers under the channels, each once (channels may share one), to transfer with a message. */
export function transferablesOf(channels: readonly Float32Array[]): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>()
  for (const channel of channels) if (channel.buffer instanceof ArrayBuffer) buffers.add(channel.buffer)
  return [...buffers]
}

/** The channels an answer hands back, to transfer with it. */
export function channelsOf(result: AudioWorkResult): Float32Array[] {
  switch (result.kind) {
    case 'measured':
      return result.channels
    case 'normalised':
      return result.result.channels
    case 'measured-take':
    case 'failed':
      return []
  }
}
