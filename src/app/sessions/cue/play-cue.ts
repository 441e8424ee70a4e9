// The cue as the member hears it before recording: the partner's line (its trimmed take), with up to
// five seconds of the scene before it, placed as "Play session" places them (the session's pauses);
// or, with no line before, a count-in of three beeps a second apart. The AudioContext is made inside
// the Record press (browsers start sound only from a gesture). `finished` settles when the last
// sound has left the speaker (the context's output latency counted), or when stopped.
import { defaultSessionTiming, type SessionTiming } from '#contract/sessions'
import { describeLine, type PlannedLine } from '../playback/playback-plan'
import { trimBuffer, type LoadAudio } from '../playback/session-audio'
import { soundStarted } from '../playback/session-playback'
import { scheduleVoices, sessionTiming } from '../playback/session-schedule'

export interface CueHandle {
  stop(): void
  /** True when the cue played to its end, false when stopped. */
  finished: Promise<boolean>
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

function handle(context: AudioContext, run: (stopped: () => boolean) => Promise<number>): CueHandle {
  let stopped = false
  let wake: () => void = () => undefined
  const finished = (async () => {
    const endsIn = await run(() => stopped)
    if (stopped) return false
    await new Promise<void>((resolve) => {
      wake = resolve
      setTimeout(resolve, endsIn * 1000)
    })
    return !stopped
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
): CueHandle {
  const context = new AudioContext()
  return handle(context, async (stopped) => {
    await soundStarted(context)
    // From the cue backwards, only as many takes as the pre-roll reaches.
    const voices: AudioBuffer[] = []
    const played: PlannedLine[] = []
    let reach = 0
    for (let index = lines.length - 1; index >= 0 && (played.length === 0 || reach < preRollSeconds); index--) {
      const line = lines[index]!
      const voice = await decodeTrimmed(context, line, loadAudio)
      if (stopped()) return 0
      voices.unshift(voice)
      played.unshift(line)
      reach += voice.duration + (timing.linePauses[line.lineId] ?? timing.pauseMs) / 1000
    }
    const pauses = played.map((line) => (timing.linePauses[line.lineId] ?? timing.pauseMs) / 1000)
    const { cues } = scheduleVoices(
      voices.map((voice) => voice.duration),
      0,
      { ...sessionTiming, leadIn: 0, gap: timing.pauseMs / 1000 },
      pauses,
    )
    const cue = cues.at(-1)!
    const from = Math.max(0, cue.start - preRollSeconds)
    const at = context.currentTime + lead
    cues.forEach(({ start, duration }, index) => {
      if (start + duration <= from) return
      const source = context.createBufferSource()
      source.buffer = voices[index]!
      source.connect(context.destination)
      source.start(at + Math.max(0, start - from), Math.max(0, from - start))
    })
    return lead + cue.start + cue.duration - from + (context.outputLatency || 0)
  })
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
    if (stopped()) return 0
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
    return lead + countInBeeps
  })
}

export const cueLineText = (line: PlannedLine) => describeLine(line)
