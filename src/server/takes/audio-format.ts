// A take's bytes must be the container its mime names. Only the magic bytes are checked here;
// decoding the audio (a broken file with the right header passes) is a later hardening step.
import { open } from 'node:fs/promises'
import type { TakeUploadMetadata } from '../../contract/sessions'

const headerBytes = 12

const matches: Record<TakeUploadMetadata['mime'], (header: Buffer) => boolean> = {
  // EBML header of WebM/Matroska.
  'audio/webm': (header) => header.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])),
  // ISO base media file: a box of type `ftyp` first.
  'audio/mp4': (header) => header.subarray(4, 8).toString('latin1') === 'ftyp',
  'audio/ogg': (header) => header.subarray(0, 4).toString('latin1') === 'OggS',
}

/** The audio container these first bytes start, if it is one a take (or a profile intro) may be. */
export function audioMimeOf(header: Buffer): TakeUploadMetadata['mime'] | null {
  const found = Object.entries(matches).find(([, test]) => test(header.subarray(0, headerBytes)))
  return found ? (found[0] as TakeUploadMetadata['mime']) : null
}

export async function hasAudioHeader(file: string, mime: TakeUploadMetadata['mime']): Promise<boolean> {
  const handle = await open(file, 'r')
  try {
    const header = Buffer.alloc(headerBytes)
    const { bytesRead } = await handle.read(header, 0, headerBytes, 0)
    return matches[mime](header.subarray(0, bytesRead))
  } finally {
    await handle.close()
  }
}
