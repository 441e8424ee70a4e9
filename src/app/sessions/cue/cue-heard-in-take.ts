// Whether the cue a take was recorded through can be heard in it (a speaker, not headphones): the
// take's span where the cue played, a little either side for the latency's error, searched for the
// cue as it sounded (audio/cue-in-take.ts). Only that span: elsewhere the member's own words may
// happen to resemble the partner's.
import { findCueInTake } from '#app/audio/cue-in-take'
import { decodeAt } from '#app/audio/decode-in-page'
import { averageChannels } from '#app/audio/mono'
import type { CuePlayed } from './play-cue'

/** How far the cue may sit from where the latency puts it. */
const slackMs = 150

export interface CueInRecording extends Pick<CuePlayed, 'sound' | 'sampleRate'> {
  /** Where the cue ended in the take. */
  cueEndMs: number
}

/** Whether `take` (mono at the cue's rate) has the cue where it played. */
export function cueInItsSpan(take: Float32Array, cue: CueInRecording): boolean {
  const toSample = (ms: number) => Math.round((ms / 1000) * cue.sampleRate)
  const end = toSample(cue.cueEndMs + slackMs)
  const start = toSample(cue.cueEndMs - slackMs) - cue.sound.length
  const span = take.subarray(Math.max(0, start), Math.min(take.length, end))
  return findCueInTake(span, cue.sound, cue.sampleRate).found
}

export async function cueHeardInTake(audio: Blob, cue: CueInRecording): Promise<boolean> {
  return cueInItsSpan(averageChannels(await decodeAt(audio, cue.sampleRate)), cue)
}
