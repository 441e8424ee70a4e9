import type { Auth } from './auth'

/** How long the first screen waits for the start-up refresh before opening on the stored session. */
export const startupRefreshBudgetMs = 5000

/** SPEC §4: a token refresh runs first. Offline keeps the stored session and tries again
 *  when the network returns; only a refusal from the server signs out. */
export async function startSession(auth: Auth, target: Window = window): Promise<void> {
  const outcome = await auth.refresh()
  if (outcome === 'offline') {
    target.addEventListener('online', () => void startSession(auth, target), { once: true })
  }
}

/** Settles when the start-up refresh is done, or after the budget: classroom Wi-Fi can accept a
 *  connection and never answer, and the app must still open. The refresh goes on regardless. */
export function withinStartupBudget(refresh: Promise<void>, budgetMs = startupRefreshBudgetMs): Promise<void> {
  return Promise.race([refresh, new Promise<void>((resolve) => setTimeout(resolve, budgetMs))])
}
