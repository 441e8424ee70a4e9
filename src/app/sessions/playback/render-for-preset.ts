// A session's mixdown made for one destination: rendered at the preset's rate, with or without the
// music bed, each take levelled where the preset levels voices, then finished (loudness, ceiling,
// encoding) and checked by the preflight. Rendering takes the first 60% of the progress.
import { decodeInPage } from '#app/audio/decode-in-page'
import { finishForPreset, type FinishedAudio } from '#app/audio/finish-for-preset'
import { presets, type PresetId } from '#app/audio/presets'
import { renderMixdown, type LineLevel, type Progress } from './mixdown'
import type { PlanLine, PlayableSession } from './playback-plan'
import type { LoadAudio } from './session-audio'
import type { SessionSchedule } from './session-schedule'

export interface PresetMixdown extends FinishedAudio {
  unplayable: PlanLine[]
  /** The lines heard, in order, each with its cue in `schedule`. */
  played: PlanLine[]
  schedule: SessionSchedule
  musicNote: string | null
  levels: LineLevel[]
  durationSeconds: number
}

const renderShare = 60

export async function renderForPreset(
  session: PlayableSession,
  loadAudio: LoadAudio,
  { preset, withMusic }: { preset: PresetId; withMusic: boolean },
  onProgress: Progress = () => undefined,
): Promise<PresetMixdown> {
  const { sampleRate, allowsMusic, levelsVoices } = presets[preset]
  const rendered = await renderMixdown(
    session,
    loadAudio,
    (percent) => onProgress(Math.floor((renderShare * percent) / 100)),
    {
      sampleRate,
      withMusic: allowsMusic && withMusic,
      levelVoices: levelsVoices,
    },
  )
  // The one copy of the whole session: the worker takes it over, and the rendered buffer is let go.
  const channels = Array.from({ length: rendered.audio.numberOfChannels }, (_, index) =>
    rendered.audio.getChannelData(index).slice(),
  )
  const finished = await finishForPreset(
    preset,
    channels,
    sampleRate,
    (percent) => onProgress(renderShare + Math.floor(((100 - renderShare) * percent) / 100)),
    decodeInPage(sampleRate),
  )
  return {
    ...finished,
    unplayable: rendered.unplayable,
    played: rendered.played,
    schedule: rendered.schedule,
    musicNote: rendered.musicNote,
    levels: rendered.levels,
    durationSeconds: rendered.audio.duration,
  }
}
