// A finished session as an episode: its mixdown rendered in the page exactly as the studio's
// "Download mixdown" renders it, encoded to MP3, with the transcript's times taken from the same
// schedule (so each line is highlighted while its take plays).
import type { Session } from '../../../contract/sessions'
import { renderMixdown } from '../../sessions/playback/mixdown'
import { playableMusic, type PlanLine, type PlayableSession } from '../../sessions/playback/playback-plan'
import type { LoadAudio } from '../../sessions/playback/session-audio'
import { encodeMp3 } from './encode-mp3'
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
  takes: session.takes,
})

export async function sessionEpisodeAudio(
  session: Session,
  loaders: { takes: LoadAudio; library: LoadLibraryAudio },
  progress: { rendering: (percent: number) => void; encoding: (percent: number) => void },
): Promise<SessionEpisodeAudio> {
  const { audio, played, schedule, unplayable } = await renderMixdown(playableSession(session, loaders.library), loaders.takes, progress.rendering)
  const channels = Array.from({ length: audio.numberOfChannels }, (_, index) => audio.getChannelData(index))
  const blob = await encodeMp3(channels, audio.sampleRate, progress.encoding)
  return { blob, mime: 'audio/mpeg', transcript: transcriptTimes(played, schedule.cues), unplayable }
}
