// A file chosen for the library, checked in the browser before a byte is sent: its first bytes name
// its mime (the server checks the same way and refuses a mime that does not match), and its size
// fits the limit. The title defaults to the file's name without its extension.
import { audioLibraryLimits, audioLibraryMessages, type LibraryAudioMime } from '#contract/audio-library'
import { libraryHeaderBytes, sniffLibraryAudio } from '#shared/library-audio-sniff'

export type ChosenFile = { ok: true; mime: LibraryAudioMime } | { ok: false; message: string }

export async function checkChosenFile(file: Blob): Promise<ChosenFile> {
  if (file.size > audioLibraryLimits.maxBytes) return { ok: false, message: audioLibraryMessages.tooLarge }
  const header = new Uint8Array(await file.slice(0, libraryHeaderBytes).arrayBuffer())
  const mime = sniffLibraryAudio(header)
  return mime ? { ok: true, mime } : { ok: false, message: audioLibraryMessages.notAudio }
}

export const titleFromFileName = (name: string) =>
  name
    .replace(/\.[^.]{1,5}$/, '')
    .replace(/[_]+/g, ' ')
    .trim()
    .slice(0, audioLibraryLimits.titleMax)
