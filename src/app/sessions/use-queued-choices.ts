// The take choices this device has queued for a session and not sent yet (line id → take id). The
// session as last read cannot hold them: a read answered offline from an older copy, or the next
// refetch before the choice is sent, would show the server's choice again. Read again whenever the
// queue changes; when a choice leaves the queue (sent), the session is read again to show the
// server's answer.
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useOffline } from '../offline/offline-services'
import { readQueuedChoices } from '../takes'
import { sessionKeys } from './session-keys'

const none: ReadonlyMap<string, string> = new Map()

export function useQueuedChoices(sessionId: string): ReadonlyMap<string, string> {
  const { db, syncQueue } = useOffline()
  const queryClient = useQueryClient()
  const snapshot = useSyncExternalStore(syncQueue.subscribe, syncQueue.getSnapshot, syncQueue.getSnapshot)
  const [choices, setChoices] = useState(none)
  const held = useRef(none)

  useEffect(() => {
    let current = true
    void readQueuedChoices(db, sessionId)
      .then((read) => {
        if (!current) return
        const sent = [...held.current.keys()].some((lineId) => !read.has(lineId))
        held.current = read
        setChoices(read)
        if (sent) void queryClient.invalidateQueries({ queryKey: sessionKeys.detail(sessionId), exact: true })
      })
      // The device's database cannot be read: the session as last read is all there is to show.
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [db, sessionId, snapshot, queryClient])

  return choices
}
