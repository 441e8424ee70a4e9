// One library upload at a time from the create screen: idle → sending (with percent) → done, or
// failed with the server's words. The page stays usable while it sends; leaving it stops sending,
// and what the server has is kept for the next try with the same file.
import { useCallback, useEffect, useRef, useState } from 'react'
import type { LibraryUploadMetadata } from '#contract/audio-library'
import { errorText } from '#shared/error-text'
import { useAppContext } from '../router/use-app-context'
import { useKeepLibraryAudio } from './audio-library-queries'
import { uploadLibraryAudio, type LibraryUploadHandle } from './library-upload'

export type LibraryUploadState =
  | { phase: 'idle' }
  | { phase: 'sending'; percent: number }
  | { phase: 'done'; audioId: string }
  | { phase: 'failed'; message: string }

export function useLibraryUpload() {
  const { auth } = useAppContext()
  const keep = useKeepLibraryAudio()
  const [state, setState] = useState<LibraryUploadState>({ phase: 'idle' })
  const running = useRef<LibraryUploadHandle | null>(null)
  useEffect(() => () => running.current?.abort(), [])

  const send = useCallback(
    async (file: Blob, metadata: LibraryUploadMetadata) => {
      running.current?.abort()
      setState({ phase: 'sending', percent: 0 })
      const handle = uploadLibraryAudio(file, metadata, {
        token: () => auth.store.get()?.token ?? null,
        onProgress: (sent, total) =>
          running.current === handle &&
          setState({ phase: 'sending', percent: total ? Math.floor((sent / total) * 100) : 0 }),
      })
      running.current = handle
      try {
        const audioId = await handle.done
        if (running.current !== handle) return
        running.current = null
        await keep(null)
        setState({ phase: 'done', audioId })
      } catch (failure) {
        if (running.current !== handle) return
        running.current = null
        setState({ phase: 'failed', message: errorText(failure) })
      }
    },
    [auth, keep],
  )

  const reset = useCallback(() => {
    running.current?.abort()
    running.current = null
    setState({ phase: 'idle' })
  }, [])

  return { state, send, reset }
}
