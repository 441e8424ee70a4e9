// What the studio's live region says: the state of this device's newest take in the words its row
// shows ("Recording…", "Saved on this device", "Uploading n%", "Uploaded"), with the upload's
// progress in quarters so a screen reader is not handed every percent.
import type { TakeStatus } from '../takes'

export const progressStep = 25

export function studioAnnouncement(local: readonly TakeStatus[], recordingTakeId: string | null): string {
  // A 'recording' take that is not this recorder's is another tab's, or an interrupted one.
  const takes = local.filter((take) => take.state !== 'recording' || take.id === recordingTakeId)
  const newest = takes.reduce<TakeStatus | null>(
    (last, take) => (last && last.startedAt >= take.startedAt ? last : take),
    null,
  )
  if (!newest) return ''
  if (newest.state === 'uploading') return `Uploading ${Math.floor(newest.percent / progressStep) * progressStep}%`
  return newest.label
}
