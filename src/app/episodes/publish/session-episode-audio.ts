// A finished session as an episode: its mixdown made in the page exactly as the studio's
// "Download mixdown" makes its Podcast preset (levelled lines, -16 LUFS, true peak under -1 dBTP,
// MP3 128 kbps CBR with an Info frame), with the transcript's times taken from the same schedule
// (so each line is highlighted while its take plays).
import type { Session } from '#contract/sessions'
import { playableMusic, renderForPreset, type LoadAudio, type PlanLine, type PlayableSession } from '#app/sessions'
import type { EpisodeAudio } from './file-audio'
import { transcriptTimes, type TimedLine } from './transcript-times'

export interface SessionEpisodeAudio extends EpisodeAudio {
  transcript: TimedLine[]
  /** Lines this browser could not decode, left out of the audio and the transcript. */
  unplayable: PlanLine[]
}

/** Loads the owner's library audio that a session's music names (the publisher owns the session). */
export type LoadLibraryAudio = (audioId: string) => Promise<Blob>

export const playableSession = (session: Session, loadLibraryAudio: LoadLibraryAudio): PlayableSession => ({
  title: session.script.title,
  script: session.script,
  backgroundTrack: session.backgroundTrack,
  music: playableMusic(session.music, loadLibraryAudio),
  timing: session.timing,
  takes: session.takes,
})

export async function sessionEpisodeAudio(
  session: Session,
  loaders: { takes: LoadAudio; library: LoadLibraryAudio },
  progress: { rendering: (percent: number) => void; encoding: (percent: number) => void },
): Promise<SessionEpisodeAudio> {
  const made = await renderForPreset(
    playableSession(session, loaders.library),
    loaders.takes,
    { preset: 'podcast', withMusic: true },
    (percent) => {
      // Rendering and levelling to 60%, loudness and encoding after: the publish screen shows them apart.
      if (percent < 60) progress.rendering(Math.floor((percent * 100) / 60))
      else progress.encoding(Math.floor(((percent - 60) * 100) / 40))
    },
  )
  return {
    blob: made.blob,
    mime: 'audio/mpeg',
    transcript: transcriptTimes(made.played, made.schedule.cues),
    unplayable: made.unplayable,
  }
}
