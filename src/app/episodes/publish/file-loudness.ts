// An episode file's loudness, measured on the device before it is published (EBU R128, in the audio
// worker), and the file made to the Podcast preset when it misses: decoded at 44.1 kHz, mixed to mono
// and finished exactly as a session's episode is (-16 LUFS, true peak under -1 dBTP, MP3 128 kbps CBR
// with an Info frame, checked on its own decoded audio).
import { decodeInPage, channelsOf } from '#app/audio/decode-in-page'
import { finishForPreset, type FinishedAudio, type FinishProgress } from '#app/audio/finish-for-preset'
import type { LoudnessReport } from '#app/audio/loudness'
import { measureInWorker } from '#app/audio/measure-in-worker'
import { averageChannels } from '#app/audio/mono'
import { preflight, type PreflightRule } from '#app/audio/preflight'
import { decodeFile, encodeMaxSeconds, encodeSampleRate } from './file-audio'

export interface FileLoudness {
  report: LoudnessReport
  rules: PreflightRule[]
}

export const tooLongToMeasureText =
  'This file is longer than 2 hours, too long to measure on this device. It can still be published as it is.'

async function decodeMeasurable(file: Blob): Promise<AudioBuffer> {
  const decoded = await decodeFile(file)
  if (decoded.duration > encodeMaxSeconds) throw new Error(tooLongToMeasureText)
  return decoded
}

/** The file's loudness as a listener's player decodes it, against the Podcast preset's rules. */
export async function measureFileLoudness(file: Blob): Promise<FileLoudness> {
  const { report } = await measureInWorker(channelsOf(await decodeMeasurable(file)), encodeSampleRate)
  return { report, rules: preflight('podcast', report) }
}

/** The file as the Podcast preset makes it: a new MP3 at -16 LUFS under -1 dBTP, with its preflight.
 *  Decoded again rather than kept from the measurement: an hour of decoded audio is too much to hold
 *  in a phone's memory while the member decides. */
export async function normaliseFileForPodcast(file: Blob, onProgress: FinishProgress): Promise<FinishedAudio> {
  const mono = averageChannels(await decodeMeasurable(file))
  return finishForPreset('podcast', [mono], encodeSampleRate, onProgress, decodeInPage(encodeSampleRate))
}
