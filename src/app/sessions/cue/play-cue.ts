// The cue as the member hears it before recording: the partner's line (its trimmed take), with up to
// five seconds of the scene before it, placed as "Play session" places them (the session's pauses);
// or, with no line before, a count-in of three beeps a second apart. The AudioContext is made inside
// the Record press (browsers start sound only from a gesture). `finished` settles when the last
// sound has left the speaker (the context's output latency counted), or when stopped; for the cue,
// with when that was and the cue as it sounded, to place it in the take and to hear it there.
import { averageChannels } from '#app/audio/mono'
import { defaultSessionTiming, type SessionTiming } from '#contract/sessions'
import { describeLine, type PlannedLine } from '../playback/playback-plan'
import { trimBuffer, type LoadAudio } from '../playback/session-audio'
import { soundStarted } from '../playback/session-playback'
import { pauseBeforeMs } from '../playback/line-pause'
import { scheduleVoices, sessionTiming } from '../playback/session-schedule'
import { heardAt } from './heard-at'

export interface CueHandle<Played = true> {
  stop(): void
  /** What played, once it played to its end; null when stopped. */
  finished: Promise<Played | null>
}

/** The partner's cue as it played: what the studio needs to place it in the take recorded through it. */
export interface CuePlayed {
  /** When its last sound reached the member, in epoch ms (the engine's output latency counted). */
  endsAt: number
  /** The cue as it sounded (every voice of the pre-roll too), mono at `sampleRate`. */
  sound: Float32Array
  sampleRate: number
}

export const countInBeeps = 3
const beepSeconds = 0.08
/** What starts first: the sources are scheduled this far ahead of the context's clock. */
const lead = 0.05

async function decodeTrimmed(context: BaseAudioContext, line: PlannedLine, loadAudio: LoadAudio) {
  const decoded = await context.decodeAudioData(await (await loadAudio(line.take)).arrayBuffer())
  const trim = line.take.trim
  return trim ? trimBuffer(context, decoded, trim.startMs / 1000, trim.endMs / 1000) : decoded
}

function handle<Played>(
  context: AudioContext,
  run: (stopped: () => boolean) => Promise<{ endsIn: number; played: Played }>,
): CueHandle<Played> {
  let stopped = false
  let wake: () => void = () => undefined
  const finished = (async () => {
    const { endsIn, played } = await run(() => stopped)
    if (stopped) return null
    await new Promise<void>((resolve) => {
      wake = resolve
      setTimeout(resolve, endsIn * 1000)
    })
    return stopped ? null : played
  })().finally(() => void context.close().catch(() => undefined))
  return {
    stop() {
      stopped = true
      wake()
      void context.close().catch(() => undefined)
    },
    finished,
  }
}

/** Plays the last of `lines` with `preRollSeconds` of those before it; `onLine` hears which line plays. */
export function playCue(
  lines: readonly PlannedLine[],
  loadAudio: LoadAudio,
  { timing = defaultSessionTiming, preRollSeconds }: { timing?: SessionTiming; preRollSeconds: number },
): CueHandle<CuePlayed> {
  const context = new AudioContext()
  const nothing = { endsIn: 0, played: { endsAt: 0, sound: new Float32Array(0), sampleRate: context.sampleRate } }
  return handle(context, async (stopped) => {
    await soundStarted(context)
    // From the cue backwards, only as many takes as the pre-roll reaches.
    const voices: AudioBuffer[] = []
    const played: PlannedLine[] = []
    let reach = 0
    for (let index = lines.length - 1; index >= 0 && (played.length === 0 || reach < preRollSeconds); index--) {
      const line = lines[index]!
      const voice = await decodeTrimmed(context, line, loadAudio)
      if (stopped()) return nothing
      // The pre-roll is the scene before the cue starts: the pause before the cue, then each earlier
      // line with the pause before it (the cue's own length is not part of it).
      reach += (played.length === 0 ? 0 : voice.duration) + pauseBeforeMs(timing, line) / 1000
      voices.unshift(voice)
      played.unshift(line)
    }
    const pauses = played.map((line) => pauseBeforeMs(timing, line) / 1000)
    const { cues } = scheduleVoices(
      voices.map((voice) => voice.duration),
      0,
      { ...sessionTiming, leadIn: 0, gap: timing.pauseMs / 1000 },
      pauses,
    )
    const cue = cues.at(-1)!
    const from = Math.max(0, cue.start - preRollSeconds)
    const sound = new Float32Array(Math.ceil((cue.start + cue.duration - from) * context.sampleRate))
    const at = context.currentTime + lead
    cues.forEach(({ start, duration }, index) => {
      if (start + duration <= from) return
      const source = context.createBufferSource()
      source.buffer = voices[index]!
      source.connect(context.destination)
      source.start(at + Math.max(0, start - from), Math.max(0, from - start))
      addVoice(sound, voices[index]!, Math.round((start - from) * context.sampleRate))
    })
    const end = at + cue.start + cue.duration - from
    const endsAt = heardAt(context, end)
    return { endsIn: (endsAt - Date.now()) / 1000, played: { endsAt, sound, sampleRate: context.sampleRate } }
  })
}

/** `voice`, its channels averaged, added into `sound` from sample `offset` (negative: its start is cut). */
function addVoice(sound: Float32Array, voice: AudioBuffer, offset: number): void {
  const mono = averageChannels(voice)
  for (let i = Math.max(0, -offset); i < mono.length && offset + i < sound.length; i++) sound[offset + i]! += mono[i]!
}

/** Three short beeps a second apart, the last higher; `onCount` hears 3, 2, 1 as each sounds. Where
 *  the device has no sound output, the count is shown alone. */
export function playCountIn(onCount: (count: number) => void): CueHandle {
  const context = new AudioContext()
  return handle(context, async (stopped) => {
    const audible = await soundStarted(context).then(
      () => true,
      () => false,
    )
    if (stopped()) return { endsIn: 0, played: true as const }
    const at = context.currentTime + lead
    for (let beep = 0; beep < countInBeeps; beep++) {
      setTimeout(() => !stopped() && onCount(countInBeeps - beep), (lead + beep) * 1000)
      if (!audible) continue
      const tone = context.createOscillator()
      const gain = context.createGain()
      tone.frequency.value = beep === countInBeeps - 1 ? 1320 : 880
      gain.gain.setValueAtTime(0.3, at + beep)
      gain.gain.linearRampToValueAtTime(0, at + beep + beepSeconds)
      tone.connect(gain).connect(context.destination)
      tone.start(at + beep)
      tone.stop(at + beep + beepSeconds)
    }
    return { endsIn: lead + countInBeeps, played: true as const }
  })
}

export const cueLineText = (line: PlannedLine) => describeLine(line)
