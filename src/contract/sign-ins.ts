// The member's sign-ins ("Your signed-in devices" in the profile editor): one per browser they
// signed in on, with a coarse device label; ending one signs that browser out at its next request.
import { z } from 'zod/mini'
import { endpoint } from './endpoint'
import { idString } from './ids'

export const signInEntrySchema = z.object({
  id: z.string(),
  /** Browser and platform family, e.g. "Firefox on Android". */
  device: z.string(),
  firstSeenAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
  /** The sign-in this request was made with ("this device"). */
  current: z.boolean(),
})
export type SignInEntry = z.infer<typeof signInEntrySchema>

export const signInsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/sign-ins',
    response: z.object({ entries: z.array(signInEntrySchema) }),
  }),
  end: endpoint({
    method: 'DELETE',
    path: '/api/sign-ins/:id',
    params: z.object({ id: idString() }),
  }),
  endOthers: endpoint({
    method: 'POST',
    path: '/api/sign-ins/end-others',
    response: z.object({ ended: z.int().check(z.nonnegative()) }),
  }),
}
