// "Compare": two takes of a line, decoded and trimmed once, playing together with one heard; the
// switch swaps them at the same point. The time from the press until the swap is heard is kept, to show it.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { TakeTrim } from '#contract/takes'
import { messageOf } from '../api/api-error'
import { trimBuffer } from './playback/session-audio'
import { startComparing, type CompareSide, type Comparison } from './playback/take-compare'

export interface ComparedTake {
  id: string
  name: string
  trim: TakeTrim | null
}

export interface TakeCompare {
  /** The two takes compared, while they are. */
  takes: [ComparedTake, ComparedTake] | null
  loading: boolean
  hearing: CompareSide
  error: string | null
  /** Milliseconds from the last press until the other take is heard: the swap scheduled, the next
   *  render quantum, and the output's latency as the browser reports it. */
  lastSwitchMs: number | null
  start(first: ComparedTake, second: ComparedTake): void
  switchSides(pressedAt: number): void
  stop(): void
}

async function decodeTrimmed(context: AudioContext, audio: Blob, trim: TakeTrim | null): Promise<AudioBuffer> {
  const decoded = await context.decodeAudioData(await audio.arrayBuffer())
  return trim ? trimBuffer(context, decoded, trim.startMs / 1000, trim.endMs / 1000) : decoded
}

export function useTakeCompare(load: (take: { id: string }) => Promise<Blob>): TakeCompare {
  const [takes, setTakes] = useState<[ComparedTake, ComparedTake] | null>(null)
  const [loading, setLoading] = useState(false)
  const [hearing, setHearing] = useState<CompareSide>('first')
  const [error, setError] = useState<string | null>(null)
  const [lastSwitchMs, setLastSwitchMs] = useState<number | null>(null)
  const running = useRef<{ context: AudioContext; comparison: Comparison | null } | null>(null)

  const stop = useCallback(() => {
    const current = running.current
    running.current = null
    current?.comparison?.stop()
    void current?.context.close().catch(() => undefined)
    setTakes(null)
    setLoading(false)
  }, [])
  useEffect(() => stop, [stop])

  const start = useCallback(
    (first: ComparedTake, second: ComparedTake) => {
      stop()
      setError(null)
      setHearing('first')
      setLastSwitchMs(null)
      setTakes([first, second])
      setLoading(true)
      const context = new AudioContext()
      const current: { context: AudioContext; comparison: Comparison | null } = { context, comparison: null }
      running.current = current
      void (async () => {
        try {
          const [a, b] = await Promise.all(
            [first, second].map(async (take) => decodeTrimmed(context, await load(take), take.trim)),
          )
          if (running.current !== current) return
          await context.resume()
          current.comparison = startComparing(context, a!, b!, () => {
            if (running.current === current) stop()
          })
          setLoading(false)
        } catch (failure) {
          if (running.current !== current) return
          stop()
          setError(failure instanceof Error ? failure.message : messageOf(failure))
        }
      })()
    },
    [load, stop],
  )

  const switchSides = useCallback((pressedAt: number) => {
    const current = running.current
    if (!current?.comparison) return
    setHearing(current.comparison.switchSides())
    const { context } = current
    const outputSeconds = (context.outputLatency || context.baseLatency || 0) + 128 / context.sampleRate
    setLastSwitchMs(performance.now() - pressedAt + outputSeconds * 1000)
  }, [])

  return useMemo(
    () => ({ takes, loading, hearing, error, lastSwitchMs, start, switchSides, stop }),
    [takes, loading, hearing, error, lastSwitchMs, start, switchSides, stop],
  )
}
