// The Web Audio graph of a session, for any context: live playback (AudioContext) and the mixdown
// (OfflineAudioContext) decode and schedule the same way, so the file sounds like the studio.
// Voices go straight to the output; the looped music goes through a gain that follows the ducking
// envelope. The music is the session's random track, or the owner's library audio (its trimmed part,
// at its level); when that cannot be had (offline, deleted) the random track plays and a note says so.
import { backgroundTrackCount, defaultSessionTiming } from '#contract/sessions'
import { duckingEnvelope, musicLevels } from './ducking-envelope'
import {
  playbackPlan,
  type PlanLine,
  type PlayableMusic,
  type PlayableSession,
  type PlayableTake,
} from './playback-plan'
import { scheduleVoices, sessionTiming, type SessionSchedule } from './session-schedule'
import { pauseBeforeMs } from './line-pause'

export type LoadAudio = (take: PlayableTake) => Promise<Blob>

export const trackUrl = (track: number) =>
  `/tracks/track-${Math.min(backgroundTrackCount, Math.max(1, Math.trunc(track)))}.mp3`

export interface DecodedSession {
  voices: AudioBuffer[]
  music: AudioBuffer
  /** Multiplies the ducking envelope: 1 for the random track, the chosen level for library music. */
  musicGain: number
  /** Why the chosen library music is not what plays, or null. */
  musicNote: string | null
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

export const musicFallbackNote = (title: string) =>
  `“${title}” could not be loaded, so the session's own music plays instead.`

/** The part of `buffer` from `startSeconds` to `endSeconds` (null: to its end), as a buffer of its own. */
export function trimBuffer(
  context: BaseAudioContext,
  buffer: AudioBuffer,
  startSeconds: number,
  endSeconds: number | null,
): AudioBuffer {
  // A span with nothing in it (inverted, or past the end: a trim from an older version) keeps it all.
  if (endSeconds !== null && endSeconds <= startSeconds) return buffer
  if (startSeconds * buffer.sampleRate >= buffer.length) return buffer
  const from = Math.max(0, Math.floor(startSeconds * buffer.sampleRate))
  const to =
    endSeconds === null
      ? buffer.length
      : Math.min(buffer.length, Math.max(from + 1, Math.ceil(endSeconds * buffer.sampleRate)))
  if (from === 0 && to === buffer.length) return buffer
  const trimmed = context.createBuffer(buffer.numberOfChannels, to - from, buffer.sampleRate)
  for (let channel = 0; channel < buffer.numberOfChannels; channel++)
    trimmed.copyToChannel(buffer.getChannelData(channel).subarray(from, to), channel)
  return trimmed
}

async function loadChosenMusic(context: BaseAudioContext, music: PlayableMusic): Promise<AudioBuffer> {
  const decoded = await decode(context, await (await music.load()).arrayBuffer(), 'The music')
  return trimBuffer(
    context,
    decoded,
    music.trimStartMs / 1000,
    music.trimEndMs === null ? null : music.trimEndMs / 1000,
  )
}

type LoadedMusic = Pick<DecodedSession, 'music' | 'musicGain' | 'musicNote'>

async function loadSessionMusic(context: BaseAudioContext, session: PlayableSession): Promise<LoadedMusic> {
  const chosen = session.music
  if (chosen) {
    try {
      return {
        music: await loadChosenMusic(context, chosen),
        musicGain: chosen.level / 100 / musicLevels.between,
        musicNote: null,
      }
    } catch {
      return {
        music: await loadMusic(context, session.backgroundTrack),
        musicGain: 1,
        musicNote: musicFallbackNote(chosen.title),
      }
    }
  }
  return { music: await loadMusic(context, session.backgroundTrack), musicGain: 1, musicNote: null }
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
    counted(loadSessionMusic(context, session)),
    Promise.all(
      lines.map((line) =>
        counted(
          loadAudio(line.take).then(async (blob) => {
            const voice = await decodeOrNull(context, await blob.arrayBuffer())
            const trim = line.take.trim
            // The take's own span: the silence the member left before and after the line is not played.
            return voice && trim ? trimBuffer(context, voice, trim.startMs / 1000, trim.endMs / 1000) : voice
          }),
        ),
      ),
    ),
  ])
  const voices = decodedVoices.filter((voice) => voice !== null)
  const planLine = ({ lineId, roleName, text }: PlanLine): PlanLine => ({ lineId, roleName, text })
  const unplayable = lines.filter((_, index) => decodedVoices[index] === null).map(planLine)
  const playedLines = lines.filter((_, index) => decodedVoices[index] !== null)
  const played = playedLines.map(planLine)
  const timing = session.timing ?? defaultSessionTiming
  return {
    ...music,
    voices,
    unplayable,
    played,
    schedule: scheduleVoices(
      voices.map((voice) => voice.duration),
      music.music.duration,
      { ...sessionTiming, gap: timing.pauseMs / 1000 },
      playedLines.map((line) => pauseBeforeMs(timing, line) / 1000),
    ),
  }
}

export interface MixOptions {
  /** A gain factor per voice (levelling), in the voices' order; missing: 1. */
  voiceGains?: readonly number[]
  /** false: the music bed is silent (a voices-only mixdown); it still sets the session's length. */
  withMusic?: boolean
}

/** Schedules everything from `at` (context time); returns the music source, which ends last. */
export function scheduleSession(
  context: BaseAudioContext,
  { voices, music, musicGain, schedule }: DecodedSession,
  at: number,
  { voiceGains = [], withMusic = true }: MixOptions = {},
): AudioScheduledSourceNode {
  const level = withMusic ? musicGain : 0
  const musicNode = context.createGain()
  const [first, ...rest] = duckingEnvelope(schedule)
  if (first) musicNode.gain.setValueAtTime(first.value * level, at + first.time)
  for (const point of rest) musicNode.gain.linearRampToValueAtTime(point.value * level, at + point.time)
  musicNode.connect(context.destination)

  const musicSource = context.createBufferSource()
  musicSource.buffer = music
  musicSource.loop = true
  musicSource.connect(musicNode)
  musicSource.start(at)
  musicSource.stop(at + schedule.end)

  schedule.cues.forEach((cue, index) => {
    const source = context.createBufferSource()
    source.buffer = voices[index] ?? null
    const gain = voiceGains[index] ?? 1
    if (gain === 1) source.connect(context.destination)
    else {
      const voiceNode = context.createGain()
      voiceNode.gain.value = gain
      source.connect(voiceNode).connect(context.destination)
    }
    source.start(at + cue.start)
  })
  return musicSource
}
