// A take's bytes must be the container its mime names. Only the magic bytes are checked here;
// decoding the audio (a broken file with the right header passes) is a later hardening step.
import { open } from 'node:fs/promises'
import { containerHeaderBytes, isAudioContainer, sniffAudioContainer, type AudioContainer } from '../../shared/audio-container'

/** The audio container these first bytes start, if it is one a take (or a profile intro) may be. */
export function audioMimeOf(header: Buffer): AudioContainer | null {
  return sniffAudioContainer(header.subarray(0, containerHeaderBytes))
}

export async function hasAudioHeader(file: string, mime: AudioContainer): Promise<boolean> {
  const handle = await open(file, 'r')
  try {
    const header = Buffer.alloc(containerHeaderBytes)
    const { bytesRead } = await handle.read(header, 0, containerHeaderBytes, 0)
    return isAudioContainer(header.subarray(0, bytesRead), mime)
  } finally {
    await handle.close()
  }
}
