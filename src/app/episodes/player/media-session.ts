// Lock-screen, headset and notification controls (Media Session API) for the episode playing: its
// title, channel and artwork, and the actions the player offers. Browsers without it get nothing.
import { artworkUrl } from '#contract/channels'
import type { EpisodeSummary } from '#contract/episodes'

export interface MediaActions {
  play(): void
  pause(): void
  seekBy(seconds: number): void
  seekTo(seconds: number): void
  /** Null at the ends of the queue: the action is not offered. */
  previous: (() => void) | null
  next: (() => void) | null
}

const session = () => (typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null)

function setHandler(media: MediaSession, action: MediaSessionAction, handler: MediaSessionActionHandler | null): void {
  try {
    media.setActionHandler(action, handler)
  } catch {
    // An action this browser does not know.
  }
}

/** Shows the episode and takes the actions; answers the cleanup. */
export function showInMediaSession(
  episode: EpisodeSummary,
  actions: MediaActions,
  backSeconds: number,
  forwardSeconds: number,
): () => void {
  const media = session()
  if (!media || typeof MediaMetadata === 'undefined') return () => {}
  const artwork = episode.channel.artwork
  media.metadata = new MediaMetadata({
    title: episode.title,
    artist: episode.channel.title,
    album: episode.channel.title,
    artwork: artwork
      ? [
          { src: artworkUrl(artwork, 300), sizes: '300x300', type: 'image/jpeg' },
          { src: artworkUrl(artwork, 1400), sizes: '1400x1400', type: 'image/jpeg' },
        ]
      : [],
  })
  const handlers: Array<[MediaSessionAction, MediaSessionActionHandler | null]> = [
    ['play', () => actions.play()],
    ['pause', () => actions.pause()],
    ['seekbackward', (details) => actions.seekBy(-(details.seekOffset ?? backSeconds))],
    ['seekforward', (details) => actions.seekBy(details.seekOffset ?? forwardSeconds)],
    ['seekto', (details) => details.seekTime !== undefined && actions.seekTo(details.seekTime)],
    ['previoustrack', actions.previous && (() => actions.previous?.())],
    ['nexttrack', actions.next && (() => actions.next?.())],
  ]
  for (const [action, handler] of handlers) setHandler(media, action, handler)
  return () => {
    for (const [action] of handlers) setHandler(media, action, null)
    media.metadata = null
  }
}

/** Where the lock screen's progress bar stands. */
export function showPositionInMediaSession(audio: HTMLMediaElement): void {
  const media = session()
  if (!media?.setPositionState || !Number.isFinite(audio.duration) || audio.duration <= 0) return
  try {
    media.setPositionState({
      duration: audio.duration,
      playbackRate: audio.playbackRate,
      position: Math.min(audio.currentTime, audio.duration),
    })
  } catch {
    // A position the browser refuses (a duration still changing): the next update will do.
  }
}

export function showPlayingInMediaSession(playing: boolean): void {
  const media = session()
  if (media) media.playbackState = playing ? 'playing' : 'paused'
}
