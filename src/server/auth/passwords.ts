// Password hashes: argon2id with @node-rs/argon2's defaults (19 MiB, 2 passes; about 12 ms a hash on
// the measured machines), on libuv's thread pool. At most one hash fewer than the machine's cores runs
// at a time (one at least): a class signing in at once queues here instead of taking every core from
// the event loop, so the other requests keep their pace (tests/bench/sign-ins.ts, decision 099).
import { availableParallelism } from 'node:os'
import { hash, verify } from '@node-rs/argon2'

const hashesAtOnce = Math.max(1, availableParallelism() - 1)
let running = 0
const waiting: Array<() => void> = []

async function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (running >= hashesAtOnce) await new Promise<void>((resolve) => waiting.push(resolve))
  else running++
  try {
    return await work()
  } finally {
    // The slot passes straight to the next in line, or is given back.
    const next = waiting.shift()
    if (next) next()
    else running--
  }
}

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
