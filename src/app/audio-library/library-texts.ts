// What the audio library's screens say, in one place (tests read them from here too).
import { libraryAudioTypeLabels, type LibraryAudioType } from '#contract/audio-library'
import { formatSize } from '../ui/format-size'

/** One of a type, for a line under a title: "Music bed". */
export const libraryAudioTypeSingular: Record<LibraryAudioType, string> = {
  music_bed: 'Music bed',
  ambience: 'Ambience',
  sound_effect: 'Sound effect',
  voice_reference: 'Voice reference',
}

export const libraryTexts = {
  heading: 'Audio Library',
  allTypes: 'All',
  whichType: 'Which audio',
  search: 'Search',
  searchHint: 'Words in the title or the credit.',
  loading: 'Loading your audio…',
  empty: 'No audio yet.',
  emptyHint: 'Upload a file or record one with Add audio.',
  noMatch: 'No audio matches your search.',
  add: 'Add audio',
  freesound: 'Find sounds on Freesound',
  play: 'Play',
  loadingAudio: 'Loading the audio…',
  audioFailed: 'The audio could not be loaded. Check your connection and try again.',
  edit: 'Edit',
  usage: (used: number, max: number) => `Using ${formatSize(used)} of ${formatSize(max)}.`,
  credit: 'Credit',
} as const

/** "1:05" or "1:02:03": a length as a player shows it. */
export function clockTime(ms: number): string {
  const total = Math.round(Math.max(0, ms) / 1000)
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const seconds = String(total % 60).padStart(2, '0')
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`
}

export const typeLabel = (type: LibraryAudioType) => libraryAudioTypeLabels[type]
