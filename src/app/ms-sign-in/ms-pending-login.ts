// SPEC §3/§4: `pendingLogin` = `ms` in session storage while a work or school sign-in is underway
// (set when it starts, removed when it fails or succeeds). Session storage: it belongs to this tab.
export const pendingLoginKey = 'pendingLogin'

export function markMsLoginPending(storage: Storage): void {
  storage.setItem(pendingLoginKey, 'ms')
}

export function isMsLoginPending(storage: Storage): boolean {
  return storage.getItem(pendingLoginKey) === 'ms'
}

export function clearPendingLogin(storage: Storage): void {
  storage.removeItem(pendingLoginKey)
}
