import { z } from 'zod/mini'

/** Ids the app makes itself (offline writes, new drafts and scripts), in the server's id format:
 *  16 random bytes, base64url. A repeated id is the same write, so a retry never duplicates. */
export const clientId = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be an id made by the app'))

/** An id in the address: 1 to 64 characters. */
export const idString = () => z.string().check(z.minLength(1), z.maxLength(64))

export const idParams = z.object({ id: idString() })
