import { blobKey } from '../blobs/blob-store'

/** An episode's audio in the blob store, under the audio row's id (random, never reused). */
export const episodeAudioKey = (audioId: string) => blobKey('episodes', audioId)
