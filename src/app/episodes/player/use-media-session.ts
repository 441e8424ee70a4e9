// The player as the lock screen and headset see it. The episode's metadata is set when the episode
// changes (not on each render, save or play/pause); the actions go through a ref, so the handlers
// always call the player's latest without being set again.
import { useEffect, useRef, type RefObject } from 'react'
import type { EpisodeSummary } from '#contract/episodes'
import {
  showInMediaSession,
  showPlayingInMediaSession,
  showPositionInMediaSession,
  type MediaActions,
} from './media-session'
import { backSeconds, forwardSeconds } from './position-clock'

export function useMediaSession(
  audioRef: RefObject<HTMLAudioElement | null>,
  episode: EpisodeSummary | undefined,
  actions: MediaActions,
) {
  const latest = useRef({ episode, actions })
  useEffect(() => {
    latest.current = { episode, actions }
  })
  const episodeId = episode?.id
  const hasPrevious = actions.previous !== null
  const hasNext = actions.next !== null

  useEffect(() => {
    const shown = latest.current.episode
    if (!shown || shown.id !== episodeId) return
    const call = () => latest.current.actions
    return showInMediaSession(
      shown,
      {
        play: () => call().play(),
        pause: () => call().pause(),
        seekBy: (seconds) => call().seekBy(seconds),
        seekTo: (seconds) => call().seekTo(seconds),
        previous: hasPrevious ? () => call().previous?.() : null,
        next: hasNext ? () => call().next?.() : null,
      },
      backSeconds,
      forwardSeconds,
    )
  }, [episodeId, hasPrevious, hasNext])

  useEffect(() => {
    const audio = audioRef.current
    if (!audio) return
    const onPlay = () => showPlayingInMediaSession(true)
    const onPause = () => showPlayingInMediaSession(false)
    const onPosition = () => showPositionInMediaSession(audio)
    const listening = new AbortController()
    const { signal } = listening
    audio.addEventListener('play', onPlay, { signal })
    audio.addEventListener('pause', onPause, { signal })
    audio.addEventListener('timeupdate', onPosition, { signal })
    audio.addEventListener('seeked', onPosition, { signal })
    return () => listening.abort()
  }, [audioRef, episodeId])
}
