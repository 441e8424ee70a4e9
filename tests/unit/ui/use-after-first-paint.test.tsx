import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useAfterFirstPaint } from '#app/ui/use-after-first-paint'

describe('what a screen renders after its first paint', () => {
  it('is held back for the first render and shown once a frame was painted', async () => {
    const { result } = renderHook(() => useAfterFirstPaint())
    expect(result.current).toBe(false)
    await waitFor(() => expect(result.current).toBe(true))
  })

  it('is shown within 200 ms where no frame is painted (a hidden tab)', async () => {
    vi.useFakeTimers()
    const frames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1)
    try {
      const { result } = renderHook(() => useAfterFirstPaint())
      await act(() => vi.advanceTimersByTimeAsync(199))
      expect(result.current).toBe(false)
      await act(() => vi.advanceTimersByTimeAsync(1))
      expect(result.current).toBe(true)
    } finally {
      frames.mockRestore()
      vi.useRealTimers()
    }
  })
})
