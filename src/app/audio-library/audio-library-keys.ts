// The query keys of the audio library: the lists (by type and search), the usage, one audio.
import type { LibraryAudioType } from '#contract/audio-library'

export const audioLibraryKeys = {
  all: () => ['audio-library'] as const,
  list: (type: LibraryAudioType | null, q: string) => ['audio-library', 'list', type, q] as const,
  usage: () => ['audio-library', 'usage'] as const,
  one: (audioId: string) => ['audio-library', 'one', audioId] as const,
}
