import path from 'node:path'

/** Take audio and unfinished uploads: `<take id>` (the bytes) and `<take id>.json` (tus's record). */
export const takeUploadsDir = (dataDir: string) => path.join(dataDir, 'blobs', 'uploads')
