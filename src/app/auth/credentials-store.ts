// The signed-in user and access token, kept in localStorage so a reload (or an offline start)
// keeps the session. React reads it through useSyncExternalStore.
import type { SessionResponse, User } from '../../contract/users'

export type Credentials = SessionResponse

export interface CredentialsStore {
  get(): Credentials | null
  getUser(): User | null
  set(credentials: Credentials): void
  clear(): void
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

export function createCredentialsStore(storage: Storage): CredentialsStore {
  let current = read(storage)
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((listener) => listener())

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
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
