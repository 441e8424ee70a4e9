import { z } from 'zod'

/** Ids the app makes itself (offline writes, new drafts and scripts), in the server's id format:
 *  16 random bytes, base64url. A repeated id is the same write, so a retry never duplicates. */
export const clientId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be an id made by the app')

export const idParams = z.object({ id: z.string().min(1).max(64) })
