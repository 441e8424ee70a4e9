// Plays one take at a time in an <audio> element from an object URL of its audio (this device's
// chunks, the cached copy or the server: see loadTakeAudio). The URL is revoked when playback ends.
import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError, NetworkError } from '../api/api-error'
import { useOffline } from '../offline/offline-services'
import { loadTakeAudio } from './playback/take-audio'
import { useAppContext } from '../router/use-app-context'
import { takesOn } from '../takes'

const playFailedMessage = 'This take could not be played.'

export interface TakePlayer {
  playingId: string | null
  error: string | null
  toggle(takeId: string): void
  stop(): void
}

export function useTakePlayer(): TakePlayer {
  const offline = useOffline()
  const takes = takesOn(offline)
  const { auth } = useAppContext()
  const [playingId, setPlayingId] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const current = useRef<{ audio: HTMLAudioElement; url: string | null; id: string } | null>(null)

  const stop = useCallback(() => {
    const playing = current.current
    current.current = null
    setPlayingId(null)
    if (!playing) return
    playing.audio.pause()
    playing.audio.removeAttribute('src')
    if (playing.url) URL.revokeObjectURL(playing.url)
  }, [])

  const play = useCallback(
    async (takeId: string) => {
      stop()
      setError(null)
      const audio = new Audio()
      const playing = { audio, url: null as string | null, id: takeId }
      current.current = playing
      setPlayingId(takeId)
      try {
        const blob = await loadTakeAudio(takeId, { takes, token: () => auth.store.get()?.token ?? null })
        if (current.current !== playing) return
        playing.url = URL.createObjectURL(blob)
        audio.src = playing.url
        audio.onended = () => {
          if (current.current === playing) stop()
        }
        // A playback the browser ends with an error (Firefox without a sound output runs to the end
        // at once so) is said, not passed off as a take that played.
        audio.onerror = () => {
          if (current.current !== playing) return
          stop()
          setError(playFailedMessage)
        }
        await audio.play()
      } catch (failure) {
        if (current.current !== playing) return
        stop()
        setError(failure instanceof ApiError || failure instanceof NetworkError ? failure.message : playFailedMessage)
      }
    },
    [takes, auth, stop],
  )

  useEffect(() => stop, [stop])

  const toggle = useCallback(
    (takeId: string) => (current.current?.id === takeId ? stop() : void play(takeId)),
    [play, stop],
  )
  return { playingId, error, toggle, stop }
}
