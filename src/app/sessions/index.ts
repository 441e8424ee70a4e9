// What other features use of the sessions: the history, playback and mixdown (portfolio items and
// episodes play and render a session), and opening a script's session.
export { useSessionHistory } from './history/history-queries'
export {
  describeLine,
  playableMusic,
  playbackPlan,
  type PlanLine,
  type PlayableSession,
} from './playback/playback-plan'
export { renderForPreset } from './playback/render-for-preset'
export type { LoadAudio } from './playback/session-audio'
export { SessionPlayer } from './playback/session-player'
export type { Cue } from './playback/session-schedule'
export { loadTakeAudio } from './playback/take-audio'
export { useSession } from './session-queries'
export { EnteringScreen } from './share-link/entering-screen'
export { useEnterFromScript } from './share-link/use-enter-session'
