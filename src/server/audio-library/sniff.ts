// The library's check of a stored file's first bytes (src/shared/library-audio-sniff.ts).
import { open } from 'node:fs/promises'
import type { LibraryAudioMime } from '../../contract/audio-library'
import { libraryHeaderBytes, sniffLibraryAudio } from '../../shared/library-audio-sniff'

/** The mime the file's first bytes name, or null when it is not audio the library keeps. */
export async function libraryAudioMimeOf(file: string): Promise<LibraryAudioMime | null> {
  const handle = await open(file, 'r')
  try {
    const header = Buffer.alloc(libraryHeaderBytes)
    const { bytesRead } = await handle.read(header, 0, libraryHeaderBytes, 0)
    return sniffLibraryAudio(header.subarray(0, bytesRead))
  } finally {
    await handle.close()
  }
}
