// tus-js-client's memory of started uploads, kept on the take's own record (`uploadUrl`) instead of
// localStorage: the fingerprint is `take:<id>`, so a retry, a reload or another tab finds the
// upload the server already holds and resumes it from the server's offset.
import type { PreviousUpload, UrlStorage } from 'tus-js-client'
import type { TakesStore } from './takes-store'
import { takeIdFromKey, takeSyncKey } from './queue-take-upload'

export { takeSyncKey as takeFingerprint }

export function takeUrlStorage(takes: TakesStore): UrlStorage {
  return {
    async findAllUploads() {
      return []
    },
    async findUploadsByFingerprint(fingerprint) {
      const take = await takes.get(takeIdFromKey(fingerprint))
      if (!take?.uploadUrl) return []
      const upload: PreviousUpload = {
        size: take.bytes,
        metadata: {},
        creationTime: take.startedAt,
        urlStorageKey: fingerprint,
        uploadUrl: take.uploadUrl,
        parallelUploadUrls: null,
      }
      return [upload]
    },
    async removeUpload(urlStorageKey) {
      await takes.update(takeIdFromKey(urlStorageKey), (take) => ({ ...take, uploadUrl: null }))
    },
    async addUpload(fingerprint, upload) {
      await takes.update(takeIdFromKey(fingerprint), (take) => ({ ...take, uploadUrl: upload.uploadUrl }))
      return fingerprint
    },
  }
}
