// A member's files (profile photos and intros, library audio) are fetched with the viewer's bearer
// token (a protected photo or intro is served only to the user, friends, classmates and teachers) and
// shown from an object URL, as the studio does with takes: an <img> or <audio> cannot send the token itself.
import { useEffect, useState } from 'react'
import type { Auth } from '../auth/auth'
import { useAppContext } from '../router/use-app-context'

export async function loadUserFile(auth: Auth, path: string, baseUrl = ''): Promise<Blob> {
  const token = auth.store.get()?.token
  let response: Response
  try {
    response = await fetch(`${baseUrl}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
  } catch {
    throw new Error('The file could not be loaded. Check your connection and try again.')
  }
  if (!response.ok) throw new Error('The file could not be loaded.')
  return response.blob()
}

export type FileUrlState =
  { status: 'none' } | { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed' }

/** An object URL of the file at `path` (null: no file), revoked when the path changes or on unmount. */
export function useUserFileUrl(path: string | null): FileUrlState {
  const { auth } = useAppContext()
  const [loaded, setLoaded] = useState<{ path: string; url: string | null } | null>(null)

  useEffect(() => {
    if (!path) return
    let url: string | null = null
    let cancelled = false
    loadUserFile(auth, path).then(
      (blob) => {
        if (cancelled) return
        url = URL.createObjectURL(blob)
        setLoaded({ path, url })
      },
      () => !cancelled && setLoaded({ path, url: null }),
    )
    return () => {
      cancelled = true
      if (url) URL.revokeObjectURL(url)
    }
  }, [auth, path])

  if (!path) return { status: 'none' }
  if (loaded?.path !== path) return { status: 'loading' }
  return loaded.url ? { status: 'ready', url: loaded.url } : { status: 'failed' }
}
