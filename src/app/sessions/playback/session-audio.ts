// The Web Audio graph of a session, for any context: live playback (AudioContext) and the mixdown
// (OfflineAudioContext) decode and schedule the same way, so the file sounds like the studio.
// Voices go straight to the output; the looped track goes through a gain that follows the ducking
// envelope.
import { backgroundTrackCount } from '../../../contract/sessions'
import { duckingEnvelope } from './ducking-envelope'
import { playbackPlan, type PlanLine, type PlayableSession, type PlayableTake } from './playback-plan'
import { scheduleVoices, type SessionSchedule } from './session-schedule'

export type LoadAudio = (take: PlayableTake) => Promise<Blob>

export const trackUrl = (track: number) => `/tracks/track-${Math.min(backgroundTrackCount, Math.max(1, Math.trunc(track)))}.mp3`

export interface DecodedSession {
  voices: AudioBuffer[]
  music: AudioBuffer
  schedule: SessionSchedule
  /** Lines whose take this browser cannot decode (Ogg on Safari): left out, and named on screen. */
  unplayable: PlanLine[]
  /** The lines played, one per voice and schedule cue (an episode's transcript is timed from them). */
  played: PlanLine[]
}

async function decodeOrNull(context: BaseAudioContext, data: ArrayBuffer): Promise<AudioBuffer | null> {
  try {
    return await context.decodeAudioData(data)
  } catch {
    return null
  }
}

async function decode(context: BaseAudioContext, data: ArrayBuffer, what: string): Promise<AudioBuffer> {
  const decoded = await decodeOrNull(context, data)
  if (!decoded) throw new Error(`${what} is in a format this browser cannot play.`)
  return decoded
}

async function loadMusic(context: BaseAudioContext, track: number): Promise<AudioBuffer> {
  let response: Response
  try {
    response = await fetch(trackUrl(track))
  } catch {
    throw new Error('The music is not on this device and the server cannot be reached.')
  }
  if (!response.ok) throw new Error(`The music could not be loaded (HTTP ${response.status}).`)
  return decode(context, await response.arrayBuffer(), 'The music')
}

/** Loads and decodes the music and every take to play; `onLoaded` counts finished parts. A take that
 *  cannot be loaded fails the whole; one this browser cannot decode is left out and listed. */
export async function decodeSession(
  context: BaseAudioContext,
  session: PlayableSession,
  loadAudio: LoadAudio,
  onLoaded: (done: number, total: number) => void = () => undefined,
): Promise<DecodedSession> {
  const { lines } = playbackPlan(session)
  const total = lines.length + 1
  let done = 0
  const counted = <T>(promise: Promise<T>) => promise.then((value) => (onLoaded(++done, total), value))
  const [music, decodedVoices] = await Promise.all([
    counted(loadMusic(context, session.backgroundTrack)),
    Promise.all(lines.map((line) => counted(loadAudio(line.take).then(async (blob) => decodeOrNull(context, await blob.arrayBuffer()))))),
  ])
  const voices = decodedVoices.filter((voice) => voice !== null)
  const planLine = ({ lineId, roleName, text }: PlanLine): PlanLine => ({ lineId, roleName, text })
  const unplayable = lines.filter((_, index) => decodedVoices[index] === null).map(planLine)
  const played = lines.filter((_, index) => decodedVoices[index] !== null).map(planLine)
  return { music, voices, unplayable, played, schedule: scheduleVoices(voices.map((voice) => voice.duration), music.duration) }
}

/** Schedules everything from `at` (context time); returns the music source, which ends last. */
export function scheduleSession(context: BaseAudioContext, { voices, music, schedule }: DecodedSession, at: number): AudioScheduledSourceNode {
  const musicGain = context.createGain()
  const [first, ...rest] = duckingEnvelope(schedule)
  if (first) musicGain.gain.setValueAtTime(first.value, at + first.time)
  for (const point of rest) musicGain.gain.linearRampToValueAtTime(point.value, at + point.time)
  musicGain.connect(context.destination)

  const musicSource = context.createBufferSource()
  musicSource.buffer = music
  musicSource.loop = true
  musicSource.connect(musicGain)
  musicSource.start(at)
  musicSource.stop(at + schedule.end)

  schedule.cues.forEach((cue, index) => {
    const source = context.createBufferSource()
    source.buffer = voices[index] ?? null
    source.connect(context.destination)
    source.start(at + cue.start)
  })
  return musicSource
}
