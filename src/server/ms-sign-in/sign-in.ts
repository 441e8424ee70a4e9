// One Microsoft sign-in, from the posted ID token to the member it belongs to: verify the token,
// spend the nonce it carries (it must be this browser's and unused), then find or create the member.
import type { MicrosoftSettings } from '../config'
import type { Database } from '../db/database'
import { findOrCreateLinkedMember } from './linked-members'
import { consumeNonce } from './sign-in-nonces'
import { SignInRefusedError } from './sign-in-refused'
import type { TenantMetadata } from './tenant-metadata'
import { verifyIdToken } from './verify-id-token'

export interface SignInInput {
  idToken: string
  nonceCookie: string | undefined
}

export async function signInWithIdToken(
  deps: { db: Database; settings: MicrosoftSettings; metadata: TenantMetadata; now: Date },
  input: SignInInput,
): Promise<string> {
  const identity = await verifyIdToken(input.idToken, deps.settings, deps.metadata, deps.now)
  if (!(await consumeNonce(deps.db, identity.nonce, input.nonceCookie, deps.now))) {
    throw new SignInRefusedError('nonce', 'The ID token nonce is not this browser’s, or was already used or expired.')
  }
  return findOrCreateLinkedMember(deps.db, identity)
}
