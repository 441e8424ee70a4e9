import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { sharedSecret } from './cluster/shared-secret'
import type { Database } from './db/database'

const newSecret = () => randomBytes(48).toString('base64url')

/**
 * The JWT_SECRET setting, else a secret generated once. On PGlite it is kept in DATA_DIR/jwt-secret
 * (one process holds the database). On PostgreSQL (`shared`) it is kept in the database, so every
 * process signs and checks tokens alike; an install that moved from PGlite keeps its file's secret,
 * which becomes the shared one, so signed-in members stay signed in.
 */
export async function resolveJwtSecret(
  configured: string | undefined,
  dataDir: string,
  shared: Database | null = null,
): Promise<string> {
  if (configured) return configured
  const file = path.join(dataDir, 'jwt-secret')
  const stored = await readStored(file)
  if (shared) return sharedSecret(shared, 'jwt', () => stored ?? newSecret())
  if (stored) return stored
  await mkdir(dataDir, { recursive: true })
  const secret = newSecret()
  await writeFile(file, `${secret}\n`, { mode: 0o600 })
  return secret
}

async function readStored(file: string): Promise<string | null> {
  try {
    const stored = (await readFile(file, 'utf8')).trim()
    return stored.length >= 32 ? stored : null
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    return null
  }
}
