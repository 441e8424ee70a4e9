// The clean-up of abandoned uploads is the upload receiver's (blobs/abandoned-uploads.ts), which
// runs it for takes; tests/api/takes.test.ts reads it from this path (decision 086).
export { removeAbandonedUploads } from '../blobs/abandoned-uploads'
