// This device's takes of a session with their upload state, read from IndexedDB under a `device`
// query key (never persisted) and re-read whenever the takes store changes (a chunk, progress, done).
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useOffline } from '../offline/offline-services'
import { takeKeys } from './take-keys'
import { takeStatus, type TakeStatus } from './take-status'
import { takesOn } from './takes-store'

export function useTakeStates(sessionId: string): TakeStatus[] {
  const offline = useOffline()
  const takes = takesOn(offline)
  const queryClient = useQueryClient()
  useEffect(
    () => takes.subscribe(() => void queryClient.invalidateQueries({ queryKey: takeKeys.device() })),
    [takes, queryClient],
  )
  const { data } = useQuery({
    queryKey: takeKeys.deviceSession(sessionId),
    queryFn: async () => (await takes.listForSession(sessionId)).map(takeStatus),
    networkMode: 'always',
  })
  return data ?? []
}
