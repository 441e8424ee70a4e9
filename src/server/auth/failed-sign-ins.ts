// Sign-in throttling counts failures only, per client address and user ID: guessing one account's
// password is slowed down, while a class signing in from one school address, or a member signing
// in many times, is never blocked. A success clears the count. Kept in memory, per process.
const maxTrackedKeys = 50_000

export interface FailedSignIns {
  /** Milliseconds until the next attempt is allowed, or 0 when it is allowed now. */
  waitFor(key: string): number
  recordFailure(key: string): void
  recordSuccess(key: string): void
}

export function createFailedSignIns(limit: number, windowMs: number, now: () => Date): FailedSignIns {
  const failures = new Map<string, number[]>()
  const recent = (key: string) => (failures.get(key) ?? []).filter((at) => at > now().getTime() - windowMs)

  return {
    waitFor(key) {
      const times = recent(key)
      if (times.length < limit) return 0
      return Math.max(0, (times[times.length - limit] ?? 0) + windowMs - now().getTime())
    },
    recordFailure(key) {
      const times = [...recent(key), now().getTime()]
      failures.delete(key)
      failures.set(key, times)
      // A flood of distinct user IDs must not grow memory without bound: forget the oldest.
      if (failures.size > maxTrackedKeys) failures.delete(failures.keys().next().value ?? '')
    },
    recordSuccess(key) {
      failures.delete(key)
    },
  }
}

export function tooManyAttemptsMessage(waitMs: number): string {
  const seconds = Math.ceil(waitMs / 1000)
  const wait = seconds > 60 ? `${Math.ceil(seconds / 60)} minutes` : seconds === 1 ? '1 second' : `${seconds} seconds`
  return `Too many attempts. Please wait ${wait} and try again.`
}
