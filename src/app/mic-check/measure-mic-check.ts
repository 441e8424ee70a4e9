// A mic check's recording measured as a take is (take-level.ts): decoded by the browser, its
// channels averaged, measured to EBU R128 in the audio worker; the room and the reading apart.
import { decodeAt } from '../audio/decode-in-page'
import { measureInWorker } from '../audio/measure-in-worker'
import { averageChannels } from '../audio/mono'
import { micCheckResult, type MicCheckResult } from './mic-check-result'

const measureRate = 48_000
/** The first moment of a recording holds the microphone opening (a click, the gain settling). */
const settleSeconds = 0.5

export async function measureMicCheck(recording: Blob, roomSeconds: number): Promise<MicCheckResult> {
  const mono = averageChannels(await decodeAt(recording, measureRate))
  const split = Math.min(mono.length, Math.round(roomSeconds * measureRate))
  const room = mono.slice(Math.round(settleSeconds * measureRate), split)
  const reading = mono.slice(split)
  const [roomReport, readingReport] = await Promise.all([
    measureInWorker([room], measureRate),
    measureInWorker([reading], measureRate),
  ])
  return micCheckResult(roomReport.report, readingReport.report)
}
