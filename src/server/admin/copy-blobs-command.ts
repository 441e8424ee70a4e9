// `npm run admin -- copy-blobs-to-s3`: copies DATA_DIR/blobs into the bucket of the S3_* settings,
// checking each blob read back by its SHA-256 (decision 073). It needs no database, and it never
// changes the folder: after it, set S3_BUCKET for the server and delete DATA_DIR/blobs when happy.
import path from 'node:path'
import type { Config } from '../config'
import { copyBlobs } from '../blobs/copy-blobs'
import { FolderBlobStore } from '../blobs/folder-store'
import { blobFolder } from '../blobs/open-blob-store'
import { S3BlobStore } from '../blobs/s3-store'
import { copyBlobsCommand } from './args'
import type { AdminResult } from './parse-or-usage'

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`

export async function copyBlobsToS3(config: Config, print: (line: string) => void): Promise<AdminResult> {
  if (!config.s3) {
    return {
      code: 2,
      stdout: '',
      stderr: `${copyBlobsCommand} needs the bucket's settings: set S3_BUCKET (and S3_ENDPOINT, S3_ACCESS_KEY_ID… as the server will have them).`,
    }
  }
  const folder = blobFolder(config.dataDir)
  const bucket = config.s3.bucket
  print(`Copying ${folder} to the bucket ${bucket}…`)
  const report = await copyBlobs(new FolderBlobStore(folder), new S3BlobStore(config.s3), {
    workDir: path.join(config.dataDir, 'tmp'),
    progress: print,
  })
  const lines = [
    `Copied ${report.copied} blobs (${megabytes(report.copiedBytes)}); ${report.alreadyThere} were already in the bucket with the same bytes.`,
  ]
  if (report.unfinished.length > 0) {
    lines.push(
      `Left ${report.unfinished.length} unfinished uploads in the folder (their devices send them again): ${report.unfinished.join(', ')}`,
    )
  }
  if (report.mismatched.length > 0) {
    return {
      code: 1,
      stdout: lines.join('\n'),
      stderr: `${report.mismatched.length} blobs read back from the bucket differ from the folder's: ${report.mismatched.join(', ')}. Run the command again.`,
    }
  }
  lines.push(
    `Every blob of ${folder} is in ${bucket} and read back with the same SHA-256. Start the server with S3_BUCKET=${bucket}.`,
  )
  return { code: 0, stdout: lines.join('\n'), stderr: '' }
}
