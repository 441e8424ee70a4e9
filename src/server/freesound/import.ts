// Importing a Freesound sound: its HQ MP3 preview (the original file needs the member's own OAuth2
// sign-in at Freesound, decision 068) goes through the audio library's one door with its licence
// and credit line. A sound the member has already imported answers what they have, unfetched.
import type { LibraryAudio, LibraryAudioType } from '#contract/audio-library'
import type { BlobStore } from '../blobs/blob-store'
import { newTempFile } from '../blobs/temp-files'
import type { Database } from '../db/database'
import { findFreesoundImport, toLibraryAudio } from '../audio-library/queries'
import { addLibraryAudioFile } from '../audio-library/service'
import type { FreesoundClient } from './client'
import { downloadCapped } from './download'
import { attributionOf } from './sounds'

export interface ImportRequest {
  ownerId: string
  soundId: number
  type: LibraryAudioType
  now: Date
}

export async function importFreesoundSound(
  db: Database,
  client: FreesoundClient,
  files: { blobs: BlobStore; tempDir: string },
  { ownerId, soundId, type, now }: ImportRequest,
): Promise<{ audio: LibraryAudio; created: boolean }> {
  const known = await findFreesoundImport(db, ownerId, soundId)
  if (known) return { audio: toLibraryAudio(known), created: false }
  const sound = await client.sound(soundId)
  const response = await client.openPreview(sound.previews['preview-hq-mp3'])
  const tempFile = await newTempFile(files.tempDir)
  await downloadCapped(response, tempFile)
  const audio = await addLibraryAudioFile(db, {
    blobs: files.blobs,
    ownerId,
    type,
    title: sound.name,
    tempFile,
    source: 'freesound',
    attribution: attributionOf(sound),
    now,
  })
  return { audio, created: true }
}
