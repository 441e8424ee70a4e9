// The one player, on an episode's page (a queue of one) and a playlist's (its episodes in order):
// one <audio> element plays queue[index]; when an episode ends the next one starts by itself. It
// resumes where this listener stopped, keeps the position as it plays (every ~10 s, on pause, seek,
// end and page hide), answers the lock screen and headset (Media Session), and shows the current
// episode's transcript with the line being played lit.
import { Stack, Text } from '@chakra-ui/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { EpisodeSummary } from '../../../contract/episodes'
import { useEpisodeView } from '../episode-queries'
import { TranscriptLines } from '../transcript/transcript-lines'
import { showInMediaSession, showPlayingInMediaSession, showPositionInMediaSession } from './media-session'
import { clampIndex, nextIndex, previousIndex } from './play-queue'
import { PlayerControls } from './player-controls'
import { backSeconds, clampSeconds, forwardSeconds, resumeAt, saveDue } from './position-clock'
import { useAudioState } from './use-audio-state'
import { useListenerPosition } from './use-listener-position'

export interface EpisodePlayerProps {
  queue: EpisodeSummary[]
  startIndex?: number
  autoPlay?: boolean
  onIndexChange?: (index: number) => void
}

export function EpisodePlayer({ queue, startIndex = 0, autoPlay = false, onIndexChange }: EpisodePlayerProps) {
  const [index, setIndex] = useState(() => clampIndex(queue.length, startIndex))
  const [requestedStart, setRequestedStart] = useState(startIndex)
  // Whether the episode plays as soon as it is loaded (after the one before ended, or on request).
  const [playWhenLoaded, setPlayWhenLoaded] = useState(autoPlay)
  if (requestedStart !== startIndex) {
    setRequestedStart(startIndex)
    setIndex(clampIndex(queue.length, startIndex))
    setPlayWhenLoaded(autoPlay)
  }
  const current = Math.min(index, Math.max(0, queue.length - 1))
  const episode = queue[current]
  const audioRef = useRef<HTMLAudioElement>(null)
  const state = useAudioState(audioRef)
  const view = useEpisodeView(episode?.linkId)
  const { stored, save } = useListenerPosition(episode, view)
  /** The episode whose resume position is applied: until then nothing is saved over it. */
  const resumedFor = useRef<string | null>(null)
  const lastSavedAt = useRef<number | null>(null)
  /** What was last kept (or found stored), so a seek that lands where it was writes nothing. */
  const lastKept = useRef<string | null>(null)

  const saveNow = useCallback(
    (finished = false) => {
      const audio = audioRef.current
      if (!audio || !episode || resumedFor.current !== episode.id) return
      const positionMs = finished ? episode.durationMs : Math.min(Math.round(audio.currentTime * 1000), episode.durationMs)
      lastSavedAt.current = Date.now()
      const kept = `${episode.id} ${Math.round(positionMs / 1000)} ${finished}`
      if (kept === lastKept.current) return
      lastKept.current = kept
      save(episode, positionMs, finished)
    },
    [episode, save],
  )

  const go = useCallback(
    (to: number | null, play: boolean) => {
      if (to === null) return
      saveNow()
      setPlayWhenLoaded(play)
      setIndex(to)
      onIndexChange?.(to)
    },
    [saveNow, onIndexChange],
  )

  // Resume once per episode, when both the stored position and the audio's metadata are here.
  useEffect(() => {
    const audio = audioRef.current
    if (!audio || !episode || stored === undefined || !state.ready || resumedFor.current === episode.id) return
    resumedFor.current = episode.id
    const at = resumeAt(stored, episode.durationMs)
    lastKept.current = `${episode.id} ${Math.round(at)} false`
    if (at > 0) audio.currentTime = at
  }, [episode, stored, state.ready])

  useEffect(() => {
    const audio = audioRef.current
    if (audio && playWhenLoaded) void audio.play().catch(() => undefined)
  }, [episode?.audioUrl, playWhenLoaded])

  // Keeps the position while playing and when anything moves it.
  useEffect(() => {
    const audio = audioRef.current
    if (!audio) return
    const onTime = () => {
      if (!audio.paused && saveDue(lastSavedAt.current, Date.now())) saveNow()
      showPositionInMediaSession(audio)
    }
    const onPlay = () => {
      lastSavedAt.current = Date.now()
      showPlayingInMediaSession(true)
    }
    const onPause = () => {
      showPlayingInMediaSession(false)
      if (!audio.ended) saveNow()
    }
    const onSeeked = () => {
      saveNow()
      showPositionInMediaSession(audio)
    }
    const onEnded = () => {
      saveNow(true)
      const next = nextIndex(queue.length, current)
      if (next === null) setPlayWhenLoaded(false)
      else go(next, true)
    }
    const onHide = () => saveNow()
    audio.addEventListener('timeupdate', onTime)
    audio.addEventListener('play', onPlay)
    audio.addEventListener('pause', onPause)
    audio.addEventListener('seeked', onSeeked)
    audio.addEventListener('ended', onEnded)
    window.addEventListener('pagehide', onHide)
    return () => {
      audio.removeEventListener('timeupdate', onTime)
      audio.removeEventListener('play', onPlay)
      audio.removeEventListener('pause', onPause)
      audio.removeEventListener('seeked', onSeeked)
      audio.removeEventListener('ended', onEnded)
      window.removeEventListener('pagehide', onHide)
    }
  }, [saveNow, go, queue.length, current])

  const play = useCallback(() => {
    setPlayWhenLoaded(true)
    void audioRef.current?.play().catch(() => undefined)
  }, [])
  const pause = useCallback(() => {
    setPlayWhenLoaded(false)
    audioRef.current?.pause()
  }, [])
  const seekTo = useCallback(
    (seconds: number) => {
      const audio = audioRef.current
      if (!audio || !episode) return
      // A seek by the listener wins over a resume still on its way.
      resumedFor.current = episode.id
      audio.currentTime = clampSeconds(seconds, Number.isFinite(audio.duration) ? audio.duration : episode.durationMs / 1000)
    },
    [episode],
  )
  const seekBy = useCallback((seconds: number) => seekTo((audioRef.current?.currentTime ?? 0) + seconds), [seekTo])
  const setSpeed = useCallback((rate: number) => {
    const audio = audioRef.current
    if (!audio) return
    // The default survives loading the next episode, which resets the rate to it.
    audio.defaultPlaybackRate = rate
    audio.playbackRate = rate
  }, [])
  const previous = previousIndex(current)
  const next = nextIndex(queue.length, current)
  const playing = state.playing

  useEffect(() => {
    if (!episode) return
    return showInMediaSession(
      episode,
      {
        play,
        pause,
        seekBy,
        seekTo,
        previous: previous === null ? null : () => go(previous, playing),
        next: next === null ? null : () => go(next, playing),
      },
      backSeconds,
      forwardSeconds,
    )
  }, [episode, play, pause, seekBy, seekTo, go, previous, next, playing])

  if (!episode) return <Text color="fg.muted">Nothing to play.</Text>
  const transcript = view.data?.linkId === episode.linkId ? view.data.transcript : null

  return (
    <Stack as="section" aria-label="Player" gap="4" borderWidth="1px" borderRadius="md" p="4">
      <audio ref={audioRef} src={episode.audioUrl} preload="metadata" />
      <Stack gap="0">
        {queue.length > 1 && (
          <Text fontSize="sm" color="fg.muted">
            Episode {current + 1} of {queue.length}
          </Text>
        )}
        <Text fontWeight="semibold" data-testid="now-playing">
          {episode.title}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {episode.channel.title}
        </Text>
      </Stack>
      <PlayerControls
        state={state}
        duration={state.duration || episode.durationMs / 1000}
        onPlay={play}
        onPause={pause}
        onSeekBy={seekBy}
        onSeekTo={seekTo}
        onSpeed={setSpeed}
        onPrevious={previous === null ? null : () => go(previous, playing)}
        onNext={next === null ? null : () => go(next, playing)}
      />
      {transcript && transcript.length > 0 && <TranscriptLines cues={transcript} currentTime={state.currentTime} onSeek={seekTo} />}
    </Stack>
  )
}
