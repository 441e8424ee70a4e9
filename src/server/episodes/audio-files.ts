// Episode audio on disk: DATA_DIR/blobs/episodes/<audio id>, written once under a random id that is
// never reused. Uploads arrive in `.upload-<random>` files beside them and are renamed when checked.
import { randomBytes } from 'node:crypto'
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'

export const uploadPrefix = '.upload-'

export const episodeAudioDir = (dataDir: string) => path.join(dataDir, 'blobs', 'episodes')

export const episodeAudioPath = (dataDir: string, audioId: string) => path.join(episodeAudioDir(dataDir), audioId)

/** A fresh temporary path for an upload in progress (the folder is made if needed). */
export async function uploadTempPath(dataDir: string): Promise<string> {
  await mkdir(episodeAudioDir(dataDir), { recursive: true })
  return path.join(episodeAudioDir(dataDir), `${uploadPrefix}${randomBytes(12).toString('base64url')}`)
}

/** Deletes the audio files, ignoring ones already gone; never throws (a leftover file is harmless). */
export async function removeEpisodeAudioFiles(dataDir: string, audioIds: readonly string[]): Promise<void> {
  await Promise.all(audioIds.map((id) => rm(episodeAudioPath(dataDir, id), { force: true }).catch(() => undefined)))
}
