// The library's check of a file's first bytes (src/shared/library-audio-sniff.ts).
import type { LibraryAudioMime } from '#contract/audio-library'
import { libraryHeaderBytes, sniffLibraryAudio } from '#shared/library-audio-sniff'
import type { AudioSource } from './audio-source'

/** The mime the first bytes name, or null when it is not audio the library keeps. */
export async function libraryAudioMimeOf(source: AudioSource): Promise<LibraryAudioMime | null> {
  return sniffLibraryAudio(await source.head(libraryHeaderBytes))
}
