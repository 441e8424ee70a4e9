// Two takes of a line heard in turn at the same point: both play at once from their trim starts
// (each from just before its speech), one heard and one silent, and a switch swaps which is heard
// at the next render quantum (a 3 ms glide, so the cut does not click). Nothing is loaded or
// started at the switch, so it takes effect within the output's own latency.
export type CompareSide = 'first' | 'second'

export interface Comparison {
  hearing(): CompareSide
  /** Hears the other take; answers the side now heard. */
  switchSides(): CompareSide
  stop(): void
}

const glideSeconds = 0.003

export function startComparing(
  context: BaseAudioContext,
  first: AudioBuffer,
  second: AudioBuffer,
  onEnded: () => void,
): Comparison {
  const when = context.currentTime + 0.02
  const gains = { first: context.createGain(), second: context.createGain() }
  gains.second.gain.value = 0
  let hearing: CompareSide = 'first'
  let playing = 2
  const sources = (['first', 'second'] as const).map((side) => {
    const source = context.createBufferSource()
    source.buffer = side === 'first' ? first : second
    source.connect(gains[side]).connect(context.destination)
    source.onended = () => {
      if (--playing === 0) onEnded()
    }
    source.start(when)
    return source
  })
  return {
    hearing: () => hearing,
    switchSides() {
      hearing = hearing === 'first' ? 'second' : 'first'
      const now = context.currentTime
      gains.first.gain.setTargetAtTime(hearing === 'first' ? 1 : 0, now, glideSeconds)
      gains.second.gain.setTargetAtTime(hearing === 'second' ? 1 : 0, now, glideSeconds)
      return hearing
    },
    stop() {
      for (const source of sources) {
        source.onended = null
        source.stop()
      }
    },
  }
}
