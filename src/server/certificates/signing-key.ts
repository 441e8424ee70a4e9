// The key that signs certificates: the CERTIFICATE_SIGNING_KEY setting, or one generated on first
// use and kept in DATA_DIR/certificate-key.pem, so the server and `npm run admin` (another process
// on the same DATA_DIR) sign with the same key; without a data folder (tests) a key in memory. On
// PostgreSQL (`shared`), where several servers may run, the generated key is kept in the database
// instead (an existing file's key becomes the shared one).
// Its public half is stored under its JWK thumbprint, so certificates stay verifiable after a change.
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { calculateJwkThumbprint, type JWK } from 'jose'
import { sharedSecret } from '../cluster/shared-secret'
import type { Database } from '../db/database'
import { certificateKeys } from '../db/schema'

export interface SigningKey {
  privateKey: KeyObject
  /** The public key's JWK thumbprint (RFC 7638), stored with each certificate. */
  keyId: string
  publicJwk: JWK
}

export const signingKeyFile = (dataDir: string) => path.join(dataDir, 'certificate-key.pem')

export async function resolveSigningKey(
  configured: string | undefined,
  dataDir: string | null,
  shared: Database | null = null,
): Promise<SigningKey> {
  if (configured) return describeKey(configured)
  if (shared)
    return describeKey(
      await sharedSecret(
        shared,
        'certificate-key',
        async () => (dataDir ? await readIfPresent(signingKeyFile(dataDir)) : null) ?? newPem(),
      ),
    )
  return describeKey(dataDir ? await storedOrNewPem(dataDir) : newPem())
}

/** Records the key's public half (once per key id), before anything it signs can be read. */
export async function rememberPublicKey(db: Database, key: SigningKey): Promise<void> {
  await db
    .insert(certificateKeys)
    .values({ id: key.keyId, publicJwk: JSON.stringify(key.publicJwk) })
    .onConflictDoNothing()
}

async function describeKey(pem: string): Promise<SigningKey> {
  const privateKey = createPrivateKey(pem)
  if (privateKey.asymmetricKeyType !== 'ed25519') {
    throw new Error(
      `The certificate signing key must be an Ed25519 key, not ${privateKey.asymmetricKeyType ?? 'a symmetric key'}.`,
    )
  }
  const publicJwk = createPublicKey(privateKey).export({ format: 'jwk' }) as JWK
  return { privateKey, keyId: await calculateJwkThumbprint(publicJwk), publicJwk }
}

function newPem(): string {
  return generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
}

async function storedOrNewPem(dataDir: string): Promise<string> {
  const file = signingKeyFile(dataDir)
  const stored = await readIfPresent(file)
  if (stored) return stored
  await mkdir(dataDir, { recursive: true })
  try {
    // 'wx': when the server and an admin command start together, the first writer's key wins.
    await writeFile(file, newPem(), { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  const written = await readIfPresent(file)
  if (!written) throw new Error(`${file} is empty.`)
  return written
}

async function readIfPresent(file: string): Promise<string | null> {
  try {
    const text = (await readFile(file, 'utf8')).trim()
    return text === '' ? null : text
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    return null
  }
}
