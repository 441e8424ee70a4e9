// The session: stored credentials plus the calls that change them. The router context carries
// one of these; components read the user through `useUser`.
import { usersApi } from '../../contract/users'
import type { SessionResponse, User } from '../../contract/users'
import { createApiClient, type ApiClient, type ApiClientOptions, type RefreshOutcome } from '../api/api-client'
import { createCredentialsStore, type CredentialsStore } from './credentials-store'

export interface Auth {
  api: ApiClient
  store: CredentialsStore
  getUser(): User | null
  subscribe(listener: () => void): () => void
  /** Runs at start: keeps the session alive, or ends it when the server refuses. */
  refresh(): Promise<RefreshOutcome>
  /** Signs in; with `confirm`, the new session is kept only when it answers true (else null). */
  signIn(username: string, password: string, confirm?: ConfirmSignIn): Promise<User | null>
  register(email: string, password: string, confirm?: ConfirmSignIn): Promise<User | null>
  /** Tells the server, then forgets the credentials even when the server cannot be reached. */
  signOut(): Promise<void>
  /** Called when a retried call still answers 401 (SPEC §4: send the user to `/`). */
  onUnauthorized(handler: () => void): void
}

/** Asked with the member who just signed in, before their session is stored (e.g. to warn that
 *  another member's unsent work on this device would go). */
export type ConfirmSignIn = (user: User) => Promise<boolean>

export interface AuthOptions {
  storage: Storage
  baseUrl?: string
  /** Where other tabs' changes to the stored credentials are heard (`window`). */
  events?: Pick<Window, 'addEventListener'>
  locks?: ApiClientOptions['locks']
}

export function createAuth({ storage, baseUrl, events, locks }: AuthOptions): Auth {
  const store = createCredentialsStore(storage, events)
  let unauthorizedHandler = () => {}
  const api = createApiClient({ store, baseUrl, onUnauthorized: () => unauthorizedHandler(), ...(locks ? { locks } : {}) })

  async function keep(session: SessionResponse, confirm: ConfirmSignIn | undefined): Promise<User | null> {
    if (confirm && !(await confirm(session.user))) {
      // Not kept: end the sign-in the server has just made (and its cookie).
      await api.request(usersApi.signOut).catch(() => undefined)
      return null
    }
    store.set(session)
    return session.user
  }

  return {
    api,
    store,
    getUser: store.getUser,
    subscribe: store.subscribe,
    refresh: api.refresh,
    async signIn(username, password, confirm) {
      return keep(await api.request(usersApi.authenticate, { body: { username: username.trim(), password: password.trim() } }), confirm)
    },
    async register(email, password, confirm) {
      return keep(await api.request(usersApi.create, { body: { username: email.trim(), password: password.trim() } }), confirm)
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
