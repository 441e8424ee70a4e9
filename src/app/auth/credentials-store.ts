// The signed-in user and access token, kept in localStorage so a reload (or an offline start)
// keeps the session, and shared by every tab of the origin: a tab that refreshes or signs out
// changes them for all (the `storage` event). React reads it through useSyncExternalStore.
import type { SessionResponse, User } from '#contract/users'

export type Credentials = SessionResponse

export interface CredentialsStore {
  get(): Credentials | null
  getUser(): User | null
  set(credentials: Credentials): void
  /** Forgets the credentials; `ended`: the server refused them (not a Log Out), so the next
   *  login screen says why it is asked for. */
  clear(reason?: { ended: true }): void
  /** The last sign-in ended by a refusal and nobody has signed in since. */
  ended(): boolean
  /** Reads storage again, for what another tab may have written; returns what is stored now. */
  reload(): Credentials | null
  subscribe(listener: () => void): () => void
}

const storageKey = 'voice-acting.credentials'
const endedKey = 'voice-acting.session-ended'

function read(storage: Storage): Credentials | null {
  try {
    const raw = storage.getItem(storageKey)
    if (!raw) return null
    const value = JSON.parse(raw) as Partial<Credentials>
    return value.user && typeof value.token === 'string' ? (value as Credentials) : null
  } catch {
    return null
  }
}

const sameCredentials = (a: Credentials | null, b: Credentials | null) =>
  a?.token === b?.token && a?.user.id === b?.user.id

export function createCredentialsStore(storage: Storage, target?: Pick<Window, 'addEventListener'>): CredentialsStore {
  let current = read(storage)
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((listener) => listener())

  function reload(): Credentials | null {
    const stored = read(storage)
    if (!sameCredentials(stored, current)) {
      current = stored
      notify()
    }
    return current
  }

  target?.addEventListener('storage', (event) => {
    if (event.key === storageKey || event.key === null) reload()
  })

  return {
    get: () => current,
    getUser: () => current?.user ?? null,
    set(credentials) {
      current = credentials
      storage.setItem(storageKey, JSON.stringify(credentials))
      storage.removeItem(endedKey)
      notify()
    },
    clear(reason) {
      const signedIn = current !== null || storage.getItem(storageKey) !== null
      // Only a sign-in that existed can end; a visitor without one is not told it did.
      if (reason?.ended && signedIn) storage.setItem(endedKey, '1')
      else if (!reason?.ended) storage.removeItem(endedKey)
      if (!signedIn) return
      current = null
      storage.removeItem(storageKey)
      notify()
    },
    ended: () => storage.getItem(endedKey) !== null,
    reload,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
