/** Parses a tus `Upload-Metadata` header: comma-separated `key base64value` pairs (value optional). */
export function parseUploadMetadata(header: string | undefined): Record<string, string> {
  const metadata: Record<string, string> = {}
  if (!header) return metadata
  for (const pair of header.split(',')) {
    const [key, value] = pair.trim().split(' ')
    if (key) metadata[key] = value ? Buffer.from(value, 'base64').toString('utf8') : ''
  }
  return metadata
}
