import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { AppDatabase } from '#app/offline/database'
import { createOfflineServices } from '#app/offline/open-offline'
import { openDeviceStorage } from '#app/offline/device-storage'
import { OfflineContext } from '#app/offline/offline-services'
import { useTakeStates } from '#app/takes/use-take-states'
import { openTestDatabase } from '../offline/support'
import { takeRecord } from './support/takes'
import { takesOn } from '#app/takes/takes-store'

const opened: AppDatabase[] = []
afterEach(() => opened.splice(0).forEach((db) => db.close()))

describe('useTakeStates', () => {
  it('shows each take of the session as saved, uploading n% or uploaded, and follows changes', async () => {
    const db = await openTestDatabase()
    opened.push(db)
    const services = createOfflineServices(db, { isOnline: () => false })
    const queryClient = new QueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <OfflineContext value={openDeviceStorage(services)}>{children}</OfflineContext>
      </QueryClientProvider>
    )
    const saved = takeRecord({ state: 'saved', bytes: 1000, startedAt: '2026-01-01T00:00:01.000Z' })
    const uploading = takeRecord({
      state: 'uploading',
      bytes: 1000,
      uploadedBytes: 420,
      startedAt: '2026-01-01T00:00:02.000Z',
    })
    await takesOn(services).create(saved)
    await takesOn(services).create(uploading)
    await takesOn(services).create(takeRecord({ sessionId: 'another-session', state: 'saved' }))

    const { result } = renderHook(() => useTakeStates('session-1'), { wrapper })
    await waitFor(() =>
      expect(result.current.map((take) => take.label)).toEqual(['Saved on this device', 'Uploading 42%']),
    )

    await takesOn(services).update(uploading.id, (take) => ({ ...take, state: 'uploaded', uploadedBytes: take.bytes }))
    await waitFor(() => expect(result.current.map((take) => take.label)).toEqual(['Saved on this device', 'Uploaded']))
    expect(result.current[1]).toMatchObject({ id: uploading.id, percent: 100, error: null })
  })
})
