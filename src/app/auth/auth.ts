// The session: stored credentials plus the calls that change them. The router context carries
// one of these; components read the user through `useUser`.
import { usersApi } from '#contract/users'
import type { SessionResponse, User } from '#contract/users'
import { createApiClient, type ApiClient, type ApiClientOptions, type RefreshOutcome } from '../api/api-client'
import { createCredentialsStore, type CredentialsStore } from './credentials-store'

export interface Auth {
  api: ApiClient
  store: CredentialsStore
  getUser(): User | null
  subscribe(listener: () => void): () => void
  /** Runs at start: keeps the session alive, or ends it when the server refuses. */
  refresh(): Promise<RefreshOutcome>
  signIn(username: string, password: string): Promise<User>
  /** `classCode` (from /register?class=CODE) makes the new member a student of that class. */
  register(email: string, password: string, classCode?: string): Promise<User>
  /** Tells the server, then forgets the credentials even when the server cannot be reached. */
  signOut(): Promise<void>
  /** Called when a retried call still answers 401 (SPEC §4: send the user to `/`). */
  onUnauthorized(handler: () => void): void
}

export interface AuthOptions {
  storage: Storage
  baseUrl?: string
  /** Where other tabs' changes to the stored credentials are heard (`window`). */
  events?: Pick<Window, 'addEventListener'>
  locks?: ApiClientOptions['locks']
  refreshTimeoutMs?: number
}

export function createAuth({ storage, baseUrl, events, locks, refreshTimeoutMs }: AuthOptions): Auth {
  const store = createCredentialsStore(storage, events)
  let unauthorizedHandler = () => {}
  const api = createApiClient({
    store,
    baseUrl,
    onUnauthorized: () => unauthorizedHandler(),
    ...(locks ? { locks } : {}),
    ...(refreshTimeoutMs ? { refreshTimeoutMs } : {}),
  })

  function keep(session: SessionResponse): User {
    store.set(session)
    return session.user
  }

  return {
    api,
    store,
    getUser: store.getUser,
    subscribe: store.subscribe,
    refresh: api.refresh,
    async signIn(username, password) {
      return keep(
        await api.request(usersApi.authenticate, { body: { username: username.trim(), password: password.trim() } }),
      )
    },
    async register(email, password, classCode) {
      const code = classCode?.trim()
      return keep(
        await api.request(usersApi.create, {
          body: { username: email.trim(), password: password.trim(), ...(code ? { classCode: code } : {}) },
        }),
      )
    },
    async signOut() {
      try {
        await api.request(usersApi.signOut)
      } catch {
        // offline or already signed out on the server: the local sign-out still happens
      } finally {
        store.clear()
      }
    },
    onUnauthorized(handler) {
      unauthorizedHandler = handler
    },
  }
}
