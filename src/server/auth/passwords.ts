// Password hashes: argon2id with @node-rs/argon2's defaults (19 MiB, 2 passes; about 12 ms a hash on
// the measured machines), on libuv's thread pool. At most one hash fewer than the machine's cores runs
// at a time (one at least): a class signing in at once queues here instead of taking every core from
// the event loop, so the other requests keep their pace (tests/bench/sign-ins.ts, decision 099).
import { availableParallelism } from 'node:os'
import { hash, verify } from '@node-rs/argon2'
import { limitConcurrency } from './limit-concurrency'

const oneAtATime = limitConcurrency(Math.max(1, availableParallelism() - 1))

export function hashPassword(password: string): Promise<string> {
  return oneAtATime(() => hash(password))
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await oneAtATime(() => verify(passwordHash, password))
  } catch {
    // A malformed stored hash is a wrong password, not a server error.
    return false
  }
}

/** A real hash to verify against when the user does not exist, so both cases take as long. */
let dummyHash: Promise<string> | undefined
export function hashForMissingUser(): Promise<string> {
  dummyHash ??= hashPassword('no such user: timing equaliser')
  return dummyHash
}
