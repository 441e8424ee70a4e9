// Issue 38's pre-roll, called the lead-in here (the cue's "pre-roll" is the scene played before a
// cue line). While the studio holds the microphone open, its sound also runs through a delay line
// of `leadInMs`; a take records the line's output, so the moment Record is pressed the take starts
// with what was said in the 300 ms before it, and nothing said at the press is cut. The take's
// automatic trim keeps only what it needs of it. Stopping waits the same 300 ms, so the take ends
// with what was said up to the press of Stop. The line's memory is the delay's buffer, fixed when
// it is built; it holds no more however long the studio stays open, and what passes through it
// without a take is gone. The level meter reads the live sound before the delay.

import { analyserPeak } from './analyser-peak'

/** How much of the sound before the press a take begins with. */
export const leadInMs = 300

export interface LeadInLine {
  /** The microphone `leadInMs` late: what a take records. */
  readonly stream: MediaStream
  /** Whether sound flows through the line, resuming it first where the browser held it back (its
   *  autoplay rule: a press is a gesture that lets it start). */
  flowing(): Promise<boolean>
  /** Whether sound flows through the line now, without resuming it. */
  isFlowing(): boolean
  /** The live input's highest sample since the last read (0 silence, 1 full scale). */
  readPeak(): number
  close(): void
}

/** The browser's Web Audio, as the line uses it (a stand-in in the unit tests: jsdom has none). */
export type CreateAudioContext = (options: AudioContextOptions) => AudioContext

/** How long a press waits for a held-back context to start before recording without the line. */
const resumePatienceMs = 100

const userGestures = ['pointerdown', 'keydown'] as const

/** Builds the line for `microphone`, or null where the engine cannot (no Web Audio, a sample rate
 *  or channel layout it refuses): takes then record the microphone itself, without a lead-in. */
export function openLeadIn(
  microphone: MediaStream,
  createContext: CreateAudioContext = (options) => new AudioContext(options),
): LeadInLine | null {
  const [track] = microphone.getAudioTracks()
  if (!track || typeof AudioContext === 'undefined') return null
  const { sampleRate, channelCount } = track.getSettings()
  let context: AudioContext
  try {
    // At the microphone's own rate, so the sound is not resampled on its way to the take.
    context = createContext(sampleRate ? { sampleRate } : {})
  } catch {
    return null
  }
  try {
    const source = context.createMediaStreamSource(microphone)
    const delay = context.createDelay(leadInMs / 1000)
    delay.delayTime.value = leadInMs / 1000
    const output = context.createMediaStreamDestination()
    // As many channels as the microphone gives (a mono one stays mono; Chromium's fake one is stereo).
    output.channelCount = typeof channelCount === 'number' && channelCount > 0 ? Math.min(channelCount, 2) : 2
    output.channelCountMode = 'explicit'
    delay.channelCount = output.channelCount
    delay.channelCountMode = 'explicit'
    source.connect(delay).connect(output)
    const readPeak = analyserPeak(context, source)

    const resume = () => void context.resume().catch(() => undefined)
    for (const gesture of userGestures) window.addEventListener(gesture, resume, { capture: true })
    const stopListening = () => {
      for (const gesture of userGestures) window.removeEventListener(gesture, resume, { capture: true })
    }
    return {
      stream: output.stream,
      async flowing() {
        if (context.state === 'suspended') {
          await Promise.race([
            context.resume().catch(() => undefined),
            new Promise((resolve) => setTimeout(resolve, resumePatienceMs)),
          ])
        }
        return context.state === 'running'
      },
      isFlowing: () => context.state === 'running',
      readPeak,
      close() {
        stopListening()
        void context.close().catch(() => undefined)
      },
    }
  } catch {
    void context.close().catch(() => undefined)
    return null
  }
}
