// The files a channel owns on disk: its artwork, DATA_DIR/blobs/artwork/<artworkId>-<size>.jpg, and
// its episodes' audio, DATA_DIR/blobs/episodes/<audioId>. Ids are random and never reused, so a file
// never changes; replaced or removed files are deleted once the database no longer names them.
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { artworkSizes, type ArtworkSize } from '../../contract/channels'
import { removeEpisodeAudioFiles } from '../episodes/audio-files'

export interface ChannelFiles {
  artworkPath(artworkId: string, size: ArtworkSize): string
  writeArtwork(artworkId: string, images: ReadonlyMap<ArtworkSize, Buffer>): Promise<void>
  /** Deletes the files, ignoring ones already gone; never throws (a leftover file is harmless). */
  removeArtwork(artworkId: string): Promise<void>
  removeEpisodeAudio(audioIds: readonly string[]): Promise<void>
}

export function createChannelFiles(dataDir: string): ChannelFiles {
  const artworkDir = path.join(dataDir, 'blobs', 'artwork')
  const artworkPath = (artworkId: string, size: ArtworkSize) => path.join(artworkDir, `${artworkId}-${size}.jpg`)
  const removeAll = (paths: string[]) => Promise.all(paths.map((file) => rm(file, { force: true }).catch(() => undefined))).then(() => undefined)
  return {
    artworkPath,
    async writeArtwork(artworkId, images) {
      await mkdir(artworkDir, { recursive: true })
      await Promise.all([...images].map(([size, bytes]) => writeFile(artworkPath(artworkId, size), bytes, { flag: 'wx' })))
    },
    removeArtwork: (artworkId) => removeAll(artworkSizes.map((size) => artworkPath(artworkId, size))),
    removeEpisodeAudio: (audioIds) => removeEpisodeAudioFiles(dataDir, audioIds),
  }
}
