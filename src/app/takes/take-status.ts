import { describeTakeLevel } from './take-level'
import type { LocalTake } from './takes-store'

/** What the studio shows beside a take of this device. */
export interface TakeStatus {
  id: string
  lineId: string
  /** When recording began (ISO), to order takes newest first. */
  startedAt: string
  durationMs: number
  state: LocalTake['state']
  /** 0..100 while uploading; 100 once uploaded. */
  percent: number
  label: string
  /** Why the upload cannot succeed as it is (the take stays on the device). */
  error: string | null
  /** Its loudness and peak as measured on this device, once measured. */
  level: string | null
  /** Its integrated loudness, once measured and measurable. */
  lufs: number | null
  /** Its waveform, once measured here (percent of full scale). */
  peaks: number[] | null
  /** Where its speech begins and ends, as this device last set it (sent to the server by the queue). */
  trim: LocalTake['trim'] | null
  /** Recorded through the partner's cue: where the cue ended in the take. */
  cueEndMs: number | null
}

export function takeStatus(take: LocalTake): TakeStatus {
  const percent =
    take.state === 'uploaded'
      ? 100
      : take.bytes === 0
        ? 0
        : Math.min(100, Math.floor((take.uploadedBytes / take.bytes) * 100))
  const label = {
    recording: 'Recording…',
    saved: 'Saved on this device',
    uploading: `Uploading ${percent}%`,
    uploaded: 'Uploaded',
  }[take.state]
  const level = take.level ? describeTakeLevel(take.level) : null
  return {
    id: take.id,
    lineId: take.lineId,
    startedAt: take.startedAt,
    durationMs: take.durationMs,
    state: take.state,
    percent,
    label,
    error: take.uploadError,
    level,
    lufs: take.level?.lufs ?? null,
    peaks: take.level?.peaks ?? null,
    trim: take.trim ?? null,
    cueEndMs: take.cueEndMs ?? null,
  }
}
