// When trying again can help, for every read and every queued write. A refusal (a 4xx) stands
// until something changes; no answer or a 5xx may pass. Reads try twice more at once (the
// QueryClient's default `retry`); queued writes are tried again later by the sync queue, and for
// them 401 (a refresh or a log-in is on its way), 408 and 429 pass too.
import { ApiError, NetworkError } from './api-error'

/** The server said no for good (not found, not allowed, invalid): trying again will not help. */
export function isRefused(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
}

/** TanStack Query's `retry`: twice, unless the server refused. */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  return !isRefused(error) && failureCount < 2
}

/** A queued write's failure that may pass; `null` is no answer at all. */
export function isPassingStatus(status: number | null): boolean {
  return status === null || status === 401 || status === 408 || status === 429 || status >= 500
}

/** The same for a failed API call. */
export function isPassingFailure(error: unknown): boolean {
  if (error instanceof NetworkError) return true
  return error instanceof ApiError && isPassingStatus(error.status)
}
