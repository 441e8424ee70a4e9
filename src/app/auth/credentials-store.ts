// The signed-in user and access token, kept in localStorage so a reload (or an offline start)
// keeps the session, and shared by every tab of the origin: a tab that refreshes or signs out
// changes them for all (the `storage` event). React reads it through useSyncExternalStore.
import type { SessionResponse, User } from '../../contract/users'

export type Credentials = SessionResponse

export interface CredentialsStore {
  get(): Credentials | null
  getUser(): User | null
  set(credentials: Credentials): void
  clear(): void
  /** Reads storage again, for what another tab may have written; returns what is stored now. */
  reload(): Credentials | null
  subscribe(listener: () => void): () => void
}

const storageKey = 'voice-acting.credentials'

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

const sameCredentials = (a: Credentials | null, b: Credentials | null) => a?.token === b?.token && a?.user.id === b?.user.id

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
      notify()
    },
    clear() {
      if (current === null && storage.getItem(storageKey) === null) return
      current = null
      storage.removeItem(storageKey)
      notify()
    },
    reload,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
