import type { RefreshOutcome } from '../api/api-client'
import type { Auth } from './auth'

/** How long the first screen waits for the start-up refresh before opening on the stored session. */
export const startupRefreshBudgetMs = 5000

/** After a refresh that got no answer while the browser says it is online (an answer lost on the
 *  way), it is tried again this soon: within the server's grace for a token it may just have swapped. */
export const unansweredRetryDelaysMs = [5_000, 20_000, 45_000]

/** SPEC §4: a token refresh runs first. Offline keeps the stored session and tries again when the
 *  network returns (or, when the answer was lost, a few times soon); only a refusal signs out. */
export async function startSession(
  auth: Auth,
  target: Window = window,
  retryDelaysMs = unansweredRetryDelaysMs,
): Promise<RefreshOutcome> {
  const outcome = await auth.refresh()
  if (outcome === 'offline') keepTrying(auth, target, retryDelaysMs)
  return outcome
}

function keepTrying(auth: Auth, target: Window, delaysMs: readonly number[]): void {
  let attempt = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const again = async () => {
    clearTimeout(timer)
    target.removeEventListener('online', again)
    if ((await auth.refresh()) === 'offline') schedule()
  }
  const schedule = () => {
    target.addEventListener('online', again, { once: true })
    const delay = delaysMs[attempt++]
    if (delay !== undefined && target.navigator.onLine) timer = setTimeout(() => void again(), delay)
  }
  schedule()
}

/** Settles when the start-up refresh is done, or after the budget: classroom Wi-Fi can accept a
 *  connection and never answer, and the app must still open. The refresh goes on regardless. A
 *  browser that knows it has no network at all settles at once: the refresh can only keep the
 *  stored session, and waiting for it to fail (the service worker started for it) held the studio
 *  back by about 300 ms at 4× CPU (issue 38). */
export function withinStartupBudget(
  refresh: Promise<unknown>,
  budgetMs = startupRefreshBudgetMs,
  online = () => navigator.onLine,
): Promise<void> {
  if (!online()) return Promise.resolve()
  return Promise.race([refresh, new Promise<void>((resolve) => setTimeout(resolve, budgetMs))]) as Promise<void>
}
