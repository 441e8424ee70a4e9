import { randomBytes } from 'node:crypto'

/** Random, unguessable text id (128 bits, base64url): every table uses these, so ids can be shared in URLs. */
export function newId(): string {
  return randomBytes(16).toString('base64url')
}
