// Library audio for API tests: real WAV files made here, tus requests at the library's upload path,
// and library rows (with their files) put straight into the database where a test needs many.
import type { LibraryAudioType, LibraryUploadMetadata } from '#contract/audio-library'
import { libraryUploadPath } from '#contract/audio-library'
import { libraryAudio } from '#server/db/schema'
import type { Database } from '#server/db/database'
import { blobKey } from '#server/blobs/blob-store'
import { openBlobStore } from '#server/blobs/open-blob-store'
import { clientId } from './factories'
import { encodeMetadata, patchUpload } from './tus'

/** A PCM WAV (16-bit mono, 8 kHz) of `seconds` of a tone. */
export function makeWav(seconds: number): Buffer {
  const sampleRate = 8000
  const samples = Math.round(seconds * sampleRate)
  const data = Buffer.alloc(samples * 2)
  for (let i = 0; i < samples; i++)
    data.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / sampleRate)), i * 2)
  const header = Buffer.alloc(44)
  header.write('RIFF', 0)
  header.writeUInt32LE(36 + data.length, 4)
  header.write('WAVE', 8)
  header.write('fmt ', 12)
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20)
  header.writeUInt16LE(1, 22)
  header.writeUInt32LE(sampleRate, 24)
  header.writeUInt32LE(sampleRate * 2, 28)
  header.writeUInt16LE(2, 32)
  header.writeUInt16LE(16, 34)
  header.write('data', 36)
  header.writeUInt32LE(data.length, 40)
  return Buffer.concat([header, data])
}

type Metadata = Partial<Record<keyof LibraryUploadMetadata, string | number>>

export function libraryMetadata(overrides: Metadata = {}): Metadata {
  return { audioId: clientId(), type: 'music_bed', title: 'A bed', mime: 'audio/mpeg', ...overrides }
}

export async function createLibraryUpload(
  base: string,
  token: string | null,
  metadata: Metadata,
  length: number,
): Promise<Response> {
  return fetch(`${base}${libraryUploadPath}`, {
    method: 'POST',
    headers: {
      'tus-resumable': '1.0.0',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'upload-length': String(length),
      'upload-metadata': encodeMetadata(metadata),
    },
  })
}

/** Creates the upload and sends every byte in one PATCH; the PATCH's answer (204: recorded). */
export async function uploadLibraryAudio(
  base: string,
  token: string,
  metadata: Metadata,
  bytes: Uint8Array,
): Promise<Response> {
  const created = await createLibraryUpload(base, token, metadata, bytes.length)
  if (created.status !== 201) throw new Error(`library upload create failed: ${created.status} ${await created.text()}`)
  return patchUpload(new URL(created.headers.get('location')!, base).toString(), token, 0, new Uint8Array(bytes))
}

/** A library row of `ownerId` with a file of `bytes` (default: a few filler bytes), straight in the database. */
export async function makeLibraryAudio(
  db: Database,
  dataDir: string,
  input: {
    ownerId: string
    type?: LibraryAudioType
    title?: string
    attribution?: string
    size?: number
    durationMs?: number
    createdAt?: Date
    bytes?: Buffer
  },
): Promise<{ id: string; bytes: Buffer }> {
  const id = clientId()
  const bytes = input.bytes ?? Buffer.from('RIFF\0\0\0\0WAVEfiller bytes of a library file')
  await openBlobStore({ dataDir }).write(blobKey('audio-library', id), bytes)
  await db.insert(libraryAudio).values({
    id,
    ownerId: input.ownerId,
    type: input.type ?? 'music_bed',
    title: input.title ?? 'A bed',
    mime: 'audio/wav',
    size: input.size ?? bytes.length,
    durationMs: input.durationMs ?? 10_000,
    storageKey: id,
    source: input.attribution ? 'freesound' : 'upload',
    ...(input.attribution ? { freesoundId: Math.floor(Math.random() * 1e9), attribution: input.attribution } : {}),
    ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.createdAt } : {}),
  })
  return { id, bytes }
}
