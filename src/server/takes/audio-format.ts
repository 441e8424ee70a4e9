// A take's (or a profile intro's) bytes must be the container its mime names. Only the magic bytes
// are checked (for takes by the upload receiver, with `sniffAudioContainer`); decoding the audio (a
// broken file with the right header passes) is a later hardening step.
import { containerHeaderBytes, sniffAudioContainer, type AudioContainer } from '#shared/audio-container'

/** The audio container these first bytes start, if it is one a take (or a profile intro) may be. */
export function audioMimeOf(header: Buffer): AudioContainer | null {
  return sniffAudioContainer(header.subarray(0, containerHeaderBytes))
}
