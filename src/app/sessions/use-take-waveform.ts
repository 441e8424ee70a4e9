// A take's waveform and the span the trimmer finds in it, for the trim editor: its audio loaded
// (this device's chunks, the cached copy or the server), decoded and averaged to one channel, once
// per take while the page lives (the query is not persisted: "device" queries never are).
import { useQuery } from '@tanstack/react-query'
import { averageChannels } from '../audio/mono'
import { findSpeechSpan, type SpeechSpan } from '../audio/speech-span'
import { waveformPeaks } from '../audio/waveform-peaks'
import { sessionKeys } from './session-keys'

const decodeRate = 48_000
const waveformBuckets = 240

export interface TakeWaveform {
  peaks: Float32Array
  durationMs: number
  /** What "Reset" goes back to. */
  found: SpeechSpan
}

export async function takeWaveform(audio: Blob): Promise<TakeWaveform> {
  if (typeof OfflineAudioContext === 'undefined') throw new Error('This browser cannot show a waveform.')
  const decoded = await new OfflineAudioContext(1, 1, decodeRate).decodeAudioData(await audio.arrayBuffer())
  const mono = averageChannels(decoded)
  return {
    peaks: waveformPeaks(mono, waveformBuckets),
    durationMs: Math.round(decoded.duration * 1000),
    found: findSpeechSpan(mono, decodeRate),
  }
}

export function useTakeWaveform(takeId: string, load: (take: { id: string }) => Promise<Blob>) {
  return useQuery({
    queryKey: sessionKeys.takeWaveform(takeId),
    queryFn: async () => takeWaveform(await load({ id: takeId })),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
}
