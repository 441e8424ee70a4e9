import path from 'node:path'
import type { BlobStore } from './blob-store'
import { FolderBlobStore } from './folder-store'

/** Where the folder store keeps its blobs in the data folder. */
export const blobFolder = (dataDir: string) => path.join(dataDir, 'blobs')

/** The one blob store of a process, made once at start and handed to buildApp. */
export function openBlobStore(settings: { dataDir: string }): BlobStore {
  return new FolderBlobStore(blobFolder(settings.dataDir))
}
