import type { Auth } from './auth'

/** SPEC §4: a token refresh runs first. Offline keeps the stored session and tries again
 *  when the network returns; only a refusal from the server signs out. */
export async function startSession(auth: Auth, target: Window = window): Promise<void> {
  const outcome = await auth.refresh()
  if (outcome === 'offline') {
    target.addEventListener('online', () => void startSession(auth, target), { once: true })
  }
}
