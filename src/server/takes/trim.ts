// A take's trim: where its speech begins and ends, set by the recording device's trimmer and moved by
// any member of the session. Only the two points change; the audio is never cut. The end is kept
// within the take (the device's decoded length and the upload's declared one may differ by a frame);
// a start past the end, a start after the end, or less than the minimum kept is refused. The recording
// member's device sends the take's loudness and waveform with its trim, for every member's studio.
import { eq } from 'drizzle-orm'
import { takeTrimMessages, takeTrimMinimumMs, type Take, type TakeTrim, type TakeTrimBody } from '#contract/takes'
import type { Database } from '../db/database'
import { takes } from '../db/schema'
import { HttpError } from '../http/errors'
import { memberSession } from '../sessions/access'
import { toTake } from './queries'
import { memberTake } from './service'

/** The trim as kept: the end within the take, or a 400 saying what is wrong. */
export function keptTrim(trim: TakeTrim, durationMs: number): TakeTrim {
  if (trim.startMs >= trim.endMs) throw new HttpError(400, takeTrimMessages.startAfterEnd)
  if (trim.startMs >= durationMs) throw new HttpError(400, takeTrimMessages.pastTheEnd(durationMs))
  const endMs = Math.min(trim.endMs, durationMs)
  if (endMs - trim.startMs < takeTrimMinimumMs) throw new HttpError(400, takeTrimMessages.tooShort)
  return { startMs: trim.startMs, endMs }
}

export async function trimTake(
  db: Database,
  sessionId: string,
  takeId: string,
  userId: string,
  trim: TakeTrimBody,
): Promise<Take> {
  await memberSession(db, sessionId, userId)
  const take = await memberTake(db, takeId, userId, sessionId)
  const kept = keptTrim(trim, take.durationMs)
  // Only the recording device measured the take: another member's figures are not its own. A figure
  // left out (undefined) leaves the column as it is: Drizzle sets only the values given.
  const measured = take.userId === userId ? { lufs: trim.lufs, peaks: trim.peaks } : {}
  const [trimmed] = await db
    .update(takes)
    .set({ trimStartMs: kept.startMs, trimEndMs: kept.endMs, ...measured })
    .where(eq(takes.id, takeId))
    .returning()
  return toTake(trimmed!)
}
