import { useCallback, useEffect, useRef, useState } from 'react'
import { useOffline } from '../offline/offline-services'
import { draftSyncKey } from './draft-sync'
import { withText, type DraftText } from './local-draft'
import { dropRescuedText, rescueText } from './unload-rescue'

export const autosaveDelayMs = 300

/** Typing is written to the device ~300 ms after it pauses, then queued for the server. `unsaved`
 *  is true while typed text is not yet on the device. Leaving the page or the screen writes at once. */
export function useDraftAutosave(id: string) {
  const { drafts, syncQueue } = useOffline()
  const pending = useRef<DraftText | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const [unsaved, setUnsaved] = useState(false)

  const flush = useCallback(async () => {
    clearTimeout(timer.current)
    const text = pending.current
    pending.current = null
    if (!text) return
    await drafts.update(id, (draft) => withText(draft, text))
    dropRescuedText(id)
    await syncQueue.enqueue('draft', draftSyncKey(id))
    if (!pending.current) setUnsaved(false)
  }, [drafts, syncQueue, id])

  const change = useCallback(
    (text: DraftText) => {
      pending.current = text
      setUnsaved(true)
      clearTimeout(timer.current)
      timer.current = setTimeout(() => void flush(), autosaveDelayMs)
    },
    [flush],
  )

  useEffect(() => {
    const onHide = () => {
      if (pending.current) rescueText(id, pending.current)
      void flush()
    }
    window.addEventListener('pagehide', onHide)
    return () => {
      window.removeEventListener('pagehide', onHide)
      void flush()
    }
  }, [flush, id])

  return { change, flush, unsaved }
}
