// One door to the API. Types come from the contract's endpoint objects. Every call carries the
// bearer token; a 401 triggers one shared token refresh and one retry; a second 401 calls
// `onUnauthorized` (the app sends the user to `/`). A refresh runs under a Web Lock shared by
// every tab of the browser: a tab that waited for another's refresh uses the token it stored.
import type { Endpoint, EndpointBody, EndpointParams, EndpointQuery, EndpointResponse } from '#contract/endpoint'
import { usersApi, type SessionResponse } from '#contract/users'
import type { CredentialsStore } from '../auth/credentials-store'
import { NetworkError, errorFromResponse } from './api-error'
import { buildUrl, type RequestInput } from './build-request'

type Field<Name extends string, T> = [T] extends [undefined] ? { [K in Name]?: undefined } : { [K in Name]: T }

export type RequestOptions<E extends Endpoint> = Field<'params', EndpointParams<E>> &
  Field<'query', EndpointQuery<E>> &
  Field<'body', EndpointBody<E>> & {
    /** A multipart body (files), for endpoints without a JSON body; the browser sets its boundary. */
    form?: FormData
  }

/** refreshed: new token stored; refused: the server said no, so signed out; offline: no answer, nothing changed. */
export type RefreshOutcome = 'refreshed' | 'refused' | 'offline'

export interface ApiClient {
  request<E extends Endpoint>(
    endpoint: E,
    ...options: Partial<RequestOptions<E>> extends RequestOptions<E> ? [RequestOptions<E>?] : [RequestOptions<E>]
  ): Promise<EndpointResponse<E>>
  refresh(): Promise<RefreshOutcome>
}

export interface ApiClientOptions {
  store: CredentialsStore
  /** '' in the browser (same origin); a full origin in tests. */
  baseUrl?: string
  onUnauthorized?: () => void
  /** The browser's Web Locks (`navigator.locks`); without them tabs may refresh at once, which the
   *  server's grace period for a just-replaced token absorbs. */
  locks?: Pick<LockManager, 'request'> | undefined
  /** A refresh with no answer by then counts as offline (default 15 s). */
  refreshTimeoutMs?: number
}

export const refreshLockName = 'voice-acting.refresh-token'

/** Calls whose 401 means "wrong credentials", not "token expired": never refreshed. */
const noRefreshPaths = new Set<string>([
  usersApi.authenticate.path,
  usersApi.create.path,
  usersApi.refreshToken.path,
  usersApi.signOut.path,
])

const browserLocks = () => (typeof navigator === 'undefined' ? undefined : navigator.locks)

export function createApiClient({
  store,
  baseUrl = '',
  onUnauthorized,
  locks = browserLocks(),
  refreshTimeoutMs = 15_000,
}: ApiClientOptions): ApiClient {
  let refreshing: Promise<RefreshOutcome> | null = null

  async function send(endpoint: Endpoint, input: RequestInput, timeoutMs?: number): Promise<Response> {
    const headers = new Headers({ Accept: 'application/json' })
    const token = store.get()?.token
    if (token) headers.set('Authorization', `Bearer ${token}`)
    const hasBody = input.body !== undefined
    if (hasBody) headers.set('Content-Type', 'application/json')
    try {
      return await fetch(buildUrl(baseUrl, endpoint, input), {
        method: endpoint.method,
        headers,
        body: input.form ?? (hasBody ? JSON.stringify(input.body) : undefined),
        credentials: 'same-origin',
        ...(timeoutMs ? { signal: AbortSignal.timeout(timeoutMs) } : {}),
      })
    } catch {
      throw new NetworkError()
    }
  }

  /** Another tab stored new credentials since this one asked for a refresh with `asked`. */
  const replacedSince = (asked: string | null) => {
    const stored = store.reload()
    return stored !== null && stored.token !== asked
  }

  async function refreshNow(asked: string | null): Promise<RefreshOutcome> {
    if (replacedSince(asked)) return 'refreshed'
    let response: Response
    try {
      // Bounded: a refresh holds every tab's lock, and classroom Wi-Fi can take a request and never answer.
      response = await send(usersApi.refreshToken, {}, refreshTimeoutMs)
    } catch {
      return 'offline'
    }
    if (response.ok) {
      let session: SessionResponse
      try {
        session = (await response.json()) as SessionResponse
      } catch {
        return 'offline' // the answer was cut off on the way
      }
      store.set(session)
      return 'refreshed'
    }
    // 5xx, 408 and 429 say nothing about the session: keep it, as when offline.
    if (response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429) {
      // A tab that signed in or refreshed meanwhile (browsers without Web Locks) is not undone.
      if (replacedSince(asked)) return 'refreshed'
      store.clear({ ended: true })
      return 'refused'
    }
    return 'offline'
  }

  function refresh(): Promise<RefreshOutcome> {
    const asked = store.get()?.token ?? null
    const run = async () => (locks ? await locks.request(refreshLockName, () => refreshNow(asked)) : refreshNow(asked))
    refreshing ??= run().finally(() => {
      refreshing = null
    })
    return refreshing
  }

  async function request(endpoint: Endpoint, input: RequestInput = {}): Promise<unknown> {
    let response = await send(endpoint, input)
    if (response.status === 401 && !noRefreshPaths.has(endpoint.path)) {
      const outcome = await refresh()
      if (outcome === 'refreshed') response = await send(endpoint, input)
      if (outcome === 'refused' || response.status === 401) onUnauthorized?.()
    }
    if (!response.ok) throw await errorFromResponse(response)
    if (response.status === 204) return undefined
    const text = await response.text()
    return text ? JSON.parse(text) : undefined
  }

  return { request: request as ApiClient['request'], refresh }
}
