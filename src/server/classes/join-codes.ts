// Join codes: 8 characters from the alphabet without look-alikes (contract/join-code.ts), drawn with
// crypto.randomInt. The unique index on classes.join_code is the judge of a clash: a write that
// meets it is tried again with a fresh code (31^8 codes make that rare, not impossible).
import { randomInt } from 'node:crypto'
import { joinCodeAlphabet, joinCodeLength } from '#contract/join-code'
import { isUniqueViolation } from '../users/service'

export function newJoinCode(): string {
  return Array.from({ length: joinCodeLength }, () => joinCodeAlphabet[randomInt(joinCodeAlphabet.length)]).join('')
}

const attempts = 5

/** Runs `write` with a fresh code until no other class holds it (a whole transaction, or one statement). */
export async function withFreshCode<T>(
  write: (code: string) => Promise<T>,
  draw: () => string = newJoinCode,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write(draw())
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= attempts) throw error
    }
  }
}
