// One S3 client configuration for the blob store and for tus's S3 store, from the S3_* settings.
import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3'
import type { S3Settings } from '../config'

export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where S3 demands them: by default the SDK adds a CRC trailer to every upload,
    // which needs a body of known length (tus streams its parts) and which many S3-compatible
    // services refuse.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  }
}

export const makeS3Client = (settings: S3Settings) => new S3Client(s3ClientConfig(settings))
