import { useCallback, useEffect, useRef, useState } from 'react'
import { useOffline } from '../offline/offline-services'
import { saveWhenHidden } from '../offline/save-when-hidden'
import { draftSyncKey } from './draft-sync'
import { withText, type DraftText } from './local-draft'
import { dropRescuedText, rescueText } from './unload-rescue'
import { draftsOn } from './drafts-store'

export const autosaveDelayMs = 300

/** Typing is written to the device ~300 ms after it pauses, then queued for the server. `unsaved`
 *  is true while typed text is not yet on the device. Leaving the page or the screen writes at once. */
export function useDraftAutosave(id: string) {
  const offline = useOffline()
  const drafts = draftsOn(offline)
  const { syncQueue } = offline
  const pending = useRef<DraftText | null>(null)
  /** Text handed to the device and not yet written there. */
  const writing = useRef<DraftText | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const [unsaved, setUnsaved] = useState(false)

  const flush = useCallback(async () => {
    clearTimeout(timer.current)
    const text = pending.current
    pending.current = null
    if (!text) return
    writing.current = text
    try {
      await drafts.update(id, (draft) => withText(draft, text))
    } catch (error) {
      // Not on the device (a page frozen in the back/forward cache has its write aborted): the next flush writes it.
      pending.current ??= text
      throw error
    } finally {
      writing.current = null
    }
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
    // The copy in localStorage is made at once; the device write waits for a moment the page is not
    // being frozen (WebKit's back/forward cache), and a page that is never shown again leaves the copy.
    const listening = new AbortController()
    const rescue = () => {
      const text = pending.current ?? writing.current
      if (text) rescueText(id, text)
    }
    window.addEventListener('pagehide', rescue, { signal: listening.signal })
    saveWhenHidden(() => void flush(), listening.signal)
    return () => {
      listening.abort()
      void flush()
    }
  }, [flush, id])

  return { change, flush, unsaved }
}
