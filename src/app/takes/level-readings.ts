// A microphone's level as its meter shows it while recording: each reading's peak, and the highest
// of the last moments (audio/decibels.ts holdPeak), so a short sound stays readable.
import { holdPeak, type HeldPeak } from '../audio/decibels'
import { subscribable, type Subscribable } from '../ui/subscribable'

export interface LevelReadings {
  level: Subscribable<number>
  heldLevel: Subscribable<number>
  /** Takes a reading of the input's peak (0..1 of full scale). */
  read(peak: number): void
  /** Back to silence, the hold forgotten (the recording stopped). */
  reset(): void
}

export function levelReadings(now: () => number = () => performance.now()): LevelReadings {
  const level = subscribable(0)
  const heldLevel = subscribable(0)
  let held: HeldPeak | null = null
  return {
    level,
    heldLevel,
    read(peak) {
      held = holdPeak(held, peak, now())
      level.set(peak)
      heldLevel.set(held.level)
    },
    reset() {
      held = null
      level.set(0)
      heldLevel.set(0)
    },
  }
}
