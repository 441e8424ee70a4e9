// Calls of the password-reset endpoints, each from a client address the test names, so the
// per-address limits of one test never spill into another.
import type { FastifyInstance } from 'fastify'
import type { Database } from '#server/db/database'
import { makeUser, uniqueName, type UserFixture } from './factories'

let lastAddress = 0
/** A client address of its own (inject's remoteAddress). */
export const newAddress = () => `10.0.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`

export function resetCalls(app: FastifyInstance) {
  const post = (step: 'code' | 'verify' | 'reset', payload: unknown, address: string) =>
    app.inject({
      method: 'POST',
      url: `/api/users/password/${step}`,
      payload: payload as object,
      remoteAddress: address,
    })
  return {
    askCode: (username: string, address = newAddress()) => post('code', { username }, address),
    verify: (username: string, code: string, address = newAddress()) => post('verify', { username, code }, address),
    reset: (username: string, code: string, password: string, address = newAddress()) =>
      post('reset', { username, code, password }, address),
    post,
  }
}

/** A member whose user ID is not an e-mail, with an address to mail codes to. */
export function makeMailableUser(db: Database): Promise<UserFixture & { email: string }> {
  const username = uniqueName('reader')
  return makeUser(db, { username, email: `${username}@example.test` }) as Promise<UserFixture & { email: string }>
}
