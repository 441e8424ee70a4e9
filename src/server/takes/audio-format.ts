// A take's bytes must be the container its mime names. Only the magic bytes are checked here;
// decoding the audio (a broken file with the right header passes) is a later hardening step.
import {
  containerHeaderBytes,
  isAudioContainer,
  sniffAudioContainer,
  type AudioContainer,
} from '../../shared/audio-container'
import { blobHead } from '../blobs/blob-head'
import type { BlobStore } from '../blobs/blob-store'

/** The audio container these first bytes start, if it is one a take (or a profile intro) may be. */
export function audioMimeOf(header: Buffer): AudioContainer | null {
  return sniffAudioContainer(header.subarray(0, containerHeaderBytes))
}

export async function hasAudioHeader(blobs: BlobStore, key: string, mime: AudioContainer): Promise<boolean> {
  return isAudioContainer(await blobHead(blobs, key, containerHeaderBytes), mime)
}
