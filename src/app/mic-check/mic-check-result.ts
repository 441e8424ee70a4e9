// What a mic check found, read from two measurements of the same recording: the room alone (the
// first seconds, the member quiet) and the member reading at performance level. One tip, the most
// pressing first: a clipped voice cannot be repaired, a voice not heard makes every other figure
// meaningless, a quiet voice costs more than a noisy room (raising it raises the room too).
import type { LoudnessReport } from '../audio/loudness'

/** ACX's limit for the room between the words, in dBFS RMS. */
export const acxNoiseFloorDbfs = -60
/** A speech peak above this leaves too little room for a louder line: turn the gain down. */
const hotPeakDbfs = -3
/** Below either, the voice is quiet: closer, or more gain. */
const quietPeakDbfs = -20
const quietSpeechLufs = -35
/** Reading that is not this much above the room was not heard as reading. */
const heardAboveRoomDb = 10

export type MicCheckTip = 'clipped' | 'hot' | 'not-heard' | 'quiet' | 'noisy' | 'ready'

export interface MicCheckResult {
  /** The quietest half second of the room alone (ACX's noise floor), dBFS RMS. */
  noiseFloorDbfs: number
  /** The reading's highest sample, dBFS; null when silent. */
  speechPeakDbfs: number | null
  /** The reading's integrated loudness, LUFS; null when too short or silent to measure. */
  speechLufs: number | null
  /** Samples at full scale over the whole check. */
  clippedSamples: number
  tip: MicCheckTip
}

const finite = (value: number): number | null => (Number.isFinite(value) ? Math.round(value * 10) / 10 : null)

export function micCheckResult(room: LoudnessReport, reading: LoudnessReport): MicCheckResult {
  const noiseFloorDbfs = finite(room.noiseFloorDbfs) ?? -120
  const speechPeakDbfs = finite(reading.samplePeakDbfs)
  const speechLufs = finite(reading.integratedLufs)
  const clippedSamples = room.fullScaleSamples + reading.fullScaleSamples
  const heard = Number.isFinite(reading.rmsDbfs) && reading.rmsDbfs >= noiseFloorDbfs + heardAboveRoomDb
  const tip: MicCheckTip =
    clippedSamples > 0
      ? 'clipped'
      : speechPeakDbfs !== null && speechPeakDbfs > hotPeakDbfs
        ? 'hot'
        : !heard || speechPeakDbfs === null
          ? 'not-heard'
          : speechPeakDbfs < quietPeakDbfs || speechLufs === null || speechLufs < quietSpeechLufs
            ? 'quiet'
            : noiseFloorDbfs > acxNoiseFloorDbfs
              ? 'noisy'
              : 'ready'
  return { noiseFloorDbfs, speechPeakDbfs, speechLufs, clippedSamples, tip }
}
