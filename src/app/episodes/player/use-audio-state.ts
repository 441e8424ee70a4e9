import { useEffect, useState, type RefObject } from 'react'

export interface AudioState {
  playing: boolean
  /** Seconds. */
  currentTime: number
  /** Seconds; 0 until the metadata is read. */
  duration: number
  rate: number
  /** The metadata is read: a position can be set. */
  ready: boolean
}

const initial: AudioState = { playing: false, currentTime: 0, duration: 0, rate: 1, ready: false }

function read(audio: HTMLMediaElement): AudioState {
  return {
    playing: !audio.paused && !audio.ended,
    currentTime: audio.currentTime,
    duration: Number.isFinite(audio.duration) ? audio.duration : 0,
    rate: audio.playbackRate,
    ready: audio.readyState >= HTMLMediaElement.HAVE_METADATA,
  }
}

const events = [
  'play',
  'pause',
  'ended',
  'timeupdate',
  'seeking',
  'seeked',
  'loadedmetadata',
  'durationchange',
  'ratechange',
  'emptied',
] as const

/** What the audio element is doing, read at most once a frame however often it reports. */
export function useAudioState(audioRef: RefObject<HTMLAudioElement | null>): AudioState {
  const [state, setState] = useState(initial)
  useEffect(() => {
    const audio = audioRef.current
    if (!audio) return
    let frame = 0
    const update = () => {
      if (frame) return
      frame = requestAnimationFrame(() => {
        frame = 0
        setState(read(audio))
      })
    }
    for (const event of events) audio.addEventListener(event, update)
    update()
    return () => {
      cancelAnimationFrame(frame)
      for (const event of events) audio.removeEventListener(event, update)
    }
  }, [audioRef])
  return state
}
