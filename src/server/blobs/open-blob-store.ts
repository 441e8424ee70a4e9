import path from 'node:path'
import type { S3Settings } from '../config'
import type { BlobStore } from './blob-store'
import { FolderBlobStore } from './folder-store'
import { S3BlobStore } from './s3-store'

/** Where the folder store keeps its blobs in the data folder. */
export const blobFolder = (dataDir: string) => path.join(dataDir, 'blobs')

/** The one blob store of a process, made once at start and handed to buildApp: the bucket when
 *  S3_BUCKET is set (decision 073), else the folder in DATA_DIR. */
export function openBlobStore(settings: { dataDir: string; s3?: S3Settings | null }): BlobStore {
  return settings.s3 ? new S3BlobStore(settings.s3) : new FolderBlobStore(blobFolder(settings.dataDir))
}
