// Sign-in throttling counts failures only, per client address and user ID: guessing one account's
// password is slowed down, while a class signing in from one school address, or a member signing
// in many times, is never blocked. A success clears the count. The same counter slows guessed
// codes. Kept in memory on PGlite (one process); on PostgreSQL in the database (cluster/
// failed-attempts.ts), so the count holds across every process.
const maxTrackedKeys = 50_000

export interface FailedSignIns {
  /** Milliseconds until the next attempt is allowed, or 0 when it is allowed now. */
  waitFor(key: string): Promise<number>
  recordFailure(key: string): Promise<void>
  recordSuccess(key: string): Promise<void>
}

/** Makes a counter of `limit` failures per `windowMs`; `scope` keeps one counter's keys from another's. */
export type FailedAttemptCounters = (scope: string, limit: number, windowMs: number) => FailedSignIns

/** When the next attempt is allowed, given the failures within the window, newest first. */
export function waitAfter(newestFirst: number[], limit: number, windowMs: number, nowMs: number): number {
  if (newestFirst.length < limit) return 0
  return Math.max(0, (newestFirst[limit - 1] ?? 0) + windowMs - nowMs)
}

export function createFailedSignIns(limit: number, windowMs: number, now: () => Date): FailedSignIns {
  const failures = new Map<string, number[]>()
  const recent = (key: string) => (failures.get(key) ?? []).filter((at) => at > now().getTime() - windowMs)

  return {
    async waitFor(key) {
      return waitAfter(recent(key).reverse(), limit, windowMs, now().getTime())
    },
    async recordFailure(key) {
      const times = [...recent(key), now().getTime()]
      failures.delete(key)
      failures.set(key, times)
      // A flood of distinct user IDs must not grow memory without bound: forget the oldest.
      if (failures.size > maxTrackedKeys) failures.delete(failures.keys().next().value ?? '')
    },
    async recordSuccess(key) {
      failures.delete(key)
    },
  }
}

export function tooManyAttemptsMessage(waitMs: number): string {
  const seconds = Math.ceil(waitMs / 1000)
  const wait = seconds > 60 ? `${Math.ceil(seconds / 60)} minutes` : seconds === 1 ? '1 second' : `${seconds} seconds`
  return `Too many attempts. Please wait ${wait} and try again.`
}
