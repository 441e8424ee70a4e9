import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * The JWT_SECRET setting, or a secret generated on first start and kept in DATA_DIR/jwt-secret,
 * so tokens survive restarts without any setting. Several servers must share JWT_SECRET instead.
 */
export async function resolveJwtSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured
  const file = path.join(dataDir, 'jwt-secret')
  try {
    const stored = (await readFile(file, 'utf8')).trim()
    if (stored.length >= 32) return stored
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  await mkdir(dataDir, { recursive: true })
  const secret = randomBytes(48).toString('base64url')
  await writeFile(file, `${secret}\n`, { mode: 0o600 })
  return secret
}
