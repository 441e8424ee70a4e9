import { Button, Stack, Text } from '@chakra-ui/react'
import { useState, useSyncExternalStore } from 'react'
import { errorText } from '#shared/error-text'
import type { CaptureReport } from '#app/takes'
import { cueLatency, cueLatencyTexts, measuredLatency } from './cue-latency'
import { reportedOutputMs } from './heard-at'
import { measureLoopbackLatency } from './measure-latency'

let outputMsOnce: number | null = null

/** The output latency this browser reports, read once from a context that plays nothing. */
function reportedOutputMsOnce(): number {
  if (outputMsOnce === null && typeof AudioContext !== 'undefined') {
    const context = new AudioContext()
    outputMsOnce = reportedOutputMs(context)
    void context.close().catch(() => undefined)
  }
  return outputMsOnce ?? 0
}

/** This device's latency, how it is known, and "Measure latency" (a loopback of three clicks). */
export function LatencyRow({ capture }: { capture: CaptureReport | null }) {
  const kept = useSyncExternalStore(measuredLatency.subscribe, measuredLatency.get, measuredLatency.get)
  const [outputMs] = useState(reportedOutputMsOnce)
  const [measuring, setMeasuring] = useState(false)
  const [note, setNote] = useState<string | null>(null)
  const latency = cueLatency(kept, { outputMs, inputMs: capture?.latencyMs })

  async function measure() {
    setMeasuring(true)
    setNote(null)
    try {
      const result = await measureLoopbackLatency()
      if (result) measuredLatency.set(result)
      else setNote(cueLatencyTexts.notHeard)
    } catch (failure) {
      setNote(cueLatencyTexts.failed(errorText(failure)))
    } finally {
      setMeasuring(false)
    }
  }

  return (
    <Stack gap="2" align="start">
      <Text fontSize="sm" aria-live="polite">
        {measuring
          ? cueLatencyTexts.measuring
          : latency.measured
            ? cueLatencyTexts.measured(latency.roundTripMs)
            : cueLatencyTexts.reported(latency.roundTripMs)}
      </Text>
      {note && (
        <Text fontSize="sm" color="fg.muted">
          {note}
        </Text>
      )}
      <Button size="sm" variant="outline" onClick={() => void measure()} loading={measuring}>
        {cueLatencyTexts.measure}
      </Button>
      <Text fontSize="xs" color="fg.muted">
        {cueLatencyTexts.hint}
      </Text>
    </Stack>
  )
}
