// The one player, on an episode's page (a queue of one) and a playlist's (its episodes in order):
// one <audio> element plays the episode it was given or moved to, followed by id (a reorder or a
// removal in the queue moves its row, never the audio); when an episode ends the next one starts by
// itself. It resumes where this listener stopped, keeps the position as it plays (every ~10 s, on
// pause, seek, end, page hide and leaving the page), answers the lock screen and headset (Media
// Session), and shows the current episode's transcript with the line being played lit.
import { Stack, Text } from '@chakra-ui/react'
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { EpisodeSummary } from '#contract/episodes'
import { ErrorAlert } from '#app/ui/error-alert'
import { saveWhenHidden } from '#app/offline/save-when-hidden'
import { useEpisodeView } from '../episode-queries'
import { TranscriptLines } from '../transcript/transcript-lines'
import { playerMessages, playFailure } from './play-failure'
import { clampIndex, nextIndex, previousIndex } from './play-queue'
import { PlayerControls } from './player-controls'
import { clampSeconds, resumeAt, saveDue } from './position-clock'
import { useAudioState } from './use-audio-state'
import { useListenerPosition } from './use-listener-position'
import { useMediaSession } from './use-media-session'

export interface EpisodePlayerProps {
  queue: EpisodeSummary[]
  /** Where playing starts; read once (a new start is a new player, with its own key). */
  startIndex?: number
  autoPlay?: boolean
  /** The index in the queue of the episode playing, each time it moves. */
  onIndexChange?: (index: number) => void
}

/** Whether the element plays the episode's audio (not still the one before). */
const plays = (audio: HTMLAudioElement, episode: EpisodeSummary) => audio.getAttribute('src') === episode.audioUrl

export function EpisodePlayer({ queue, startIndex = 0, autoPlay = false, onIndexChange }: EpisodePlayerProps) {
  const [playing, setPlaying] = useState(() => ({
    id: queue[clampIndex(queue.length, startIndex)]?.id ?? null,
    index: clampIndex(queue.length, startIndex),
  }))
  const found = queue.findIndex((item) => item.id === playing.id)
  // Removed from the queue while it played: the episode that took its place.
  const current = found >= 0 ? found : clampIndex(queue.length, playing.index)
  const episode = queue[current]
  if (episode && (episode.id !== playing.id || current !== playing.index))
    setPlaying({ id: episode.id, index: current })
  // Whether the episode plays as soon as it is loaded (after the one before ended, or on request).
  const [playWhenLoaded, setPlayWhenLoaded] = useState(autoPlay)
  const [failed, setFailed] = useState<{ episodeId: string; message: string } | null>(null)
  const audioRef = useRef<HTMLAudioElement>(null)
  const state = useAudioState(audioRef)
  const view = useEpisodeView(episode?.linkId)
  const { stored, save } = useListenerPosition(episode, view)
  /** The episode whose resume position is applied: until then nothing is saved over it. */
  const resumedFor = useRef<string | null>(null)
  const lastSavedAt = useRef<number | null>(null)
  /** What was last kept (or found stored), so a seek that lands where it was writes nothing. */
  const lastKept = useRef<string | null>(null)

  const reported = useRef(current)
  useLayoutEffect(() => {
    if (reported.current === current) return
    reported.current = current
    onIndexChange?.(current)
  }, [current, onIndexChange])

  const saveNow = useCallback(
    (finished = false, audio = audioRef.current) => {
      if (!audio || !episode || resumedFor.current !== episode.id || !plays(audio, episode)) return
      const positionMs = finished
        ? episode.durationMs
        : Math.min(Math.round(audio.currentTime * 1000), episode.durationMs)
      lastSavedAt.current = Date.now()
      const kept = `${episode.id} ${Math.round(positionMs / 1000)} ${finished}`
      if (kept === lastKept.current) return
      lastKept.current = kept
      save(episode, positionMs, finished)
    },
    [episode, save],
  )
  const saveRef = useRef(saveNow)
  useEffect(() => {
    saveRef.current = saveNow
  }, [saveNow])

  /** Moves to the queue's episode `to`; `keep` saves where the one playing stood first (not after its end, already saved as heard). */
  const go = useCallback(
    (to: number | null, play: boolean, keep = true) => {
      const target = to === null ? undefined : queue[to]
      if (!target || to === null) return
      if (keep) saveNow()
      setPlayWhenLoaded(play)
      setPlaying({ id: target.id, index: to })
    },
    [queue, saveNow],
  )

  // Resume once per episode, when both the stored position and this episode's metadata are here.
  useEffect(() => {
    const audio = audioRef.current
    if (!audio || !episode || stored === undefined) return
    const resume = () => {
      if (
        resumedFor.current === episode.id ||
        !plays(audio, episode) ||
        audio.readyState < HTMLMediaElement.HAVE_METADATA
      )
        return
      resumedFor.current = episode.id
      const at = resumeAt(stored, episode.durationMs)
      lastKept.current = `${episode.id} ${Math.round(at)} false`
      if (at > 0) audio.currentTime = at
    }
    resume()
    audio.addEventListener('loadedmetadata', resume)
    return () => audio.removeEventListener('loadedmetadata', resume)
  }, [episode, stored])

  const startPlaying = useCallback((audio: HTMLAudioElement, episodeId: string) => {
    void audio.play().catch((error: unknown) => {
      const message = playFailure(error, navigator.onLine)
      if (message) setFailed({ episodeId, message })
    })
  }, [])

  const episodeId = episode?.id
  useEffect(() => {
    const audio = audioRef.current
    if (audio && episodeId && playWhenLoaded) startPlaying(audio, episodeId)
  }, [episodeId, playWhenLoaded, startPlaying])

  // Keeps the position while playing and when anything moves it.
  useEffect(() => {
    const audio = audioRef.current
    if (!audio) return
    const onTime = () => {
      if (!audio.paused && saveDue(lastSavedAt.current, Date.now())) saveNow()
    }
    const onPlay = () => {
      lastSavedAt.current = Date.now()
    }
    const onPause = () => {
      if (!audio.ended) saveNow()
    }
    const onEnded = () => {
      saveNow(true)
      const next = nextIndex(queue.length, current)
      if (next === null) setPlayWhenLoaded(false)
      else go(next, true, false)
    }
    const onError = () => {
      if (episodeId)
        setFailed({ episodeId, message: navigator.onLine ? playerMessages.cannotPlay : playerMessages.notOnDevice })
    }
    const onSeeked = () => saveNow()
    // One signal removes every listener below when the effect ends.
    const listening = new AbortController()
    const { signal } = listening
    audio.addEventListener('timeupdate', onTime, { signal })
    audio.addEventListener('play', onPlay, { signal })
    audio.addEventListener('pause', onPause, { signal })
    audio.addEventListener('seeked', onSeeked, { signal })
    audio.addEventListener('ended', onEnded, { signal })
    audio.addEventListener('error', onError, { signal })
    saveWhenHidden(() => saveNow(), signal)
    return () => listening.abort()
  }, [saveNow, go, queue.length, current, episodeId])

  // Leaving the page while it plays (in-app navigation) keeps where it stood. A layout effect: its
  // cleanup runs in the commit that removes the element, before the browser pauses it for that.
  useLayoutEffect(() => {
    const audio = audioRef.current
    return () => {
      if (audio && !audio.paused && !audio.ended) saveRef.current(false, audio)
    }
  }, [])

  const play = useCallback(() => {
    setPlayWhenLoaded(true)
    if (audioRef.current && episodeId) startPlaying(audioRef.current, episodeId)
  }, [episodeId, startPlaying])
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
      audio.currentTime = clampSeconds(
        seconds,
        Number.isFinite(audio.duration) ? audio.duration : episode.durationMs / 1000,
      )
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
  /** Previous and next keep playing only if it was playing: paused stays paused. */
  const isPlaying = () => {
    const audio = audioRef.current
    return !!audio && !audio.paused && !audio.ended
  }
  const goPrevious = previous === null ? null : () => go(previous, isPlaying())
  const goNext = next === null ? null : () => go(next, isPlaying())

  useMediaSession(audioRef, episode, { play, pause, seekBy, seekTo, previous: goPrevious, next: goNext })

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
      <ErrorAlert message={failed?.episodeId === episode.id ? failed.message : null} />
      <PlayerControls
        state={state}
        duration={state.duration || episode.durationMs / 1000}
        onPlay={play}
        onPause={pause}
        onSeekBy={seekBy}
        onSeekTo={seekTo}
        onSpeed={setSpeed}
        onPrevious={goPrevious}
        onNext={goNext}
      />
      {transcript && transcript.length > 0 && (
        <TranscriptLines cues={transcript} currentTime={state.currentTime} onSeek={seekTo} />
      )}
    </Stack>
  )
}
