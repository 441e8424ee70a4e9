import type { Recorder } from '../takes/recorder'
import { LevelBar } from '../ui/level-bar'
import { useInputLevel } from './use-studio-recorder'

/** The studio microphone's level while recording. */
export function LevelMeter({ recorder }: { recorder: Recorder }) {
  return <LevelBar level={useInputLevel(recorder)} />
}
