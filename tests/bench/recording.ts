// Prints what recording costs the browser: the time from pressing Record to the first audio chunk
// in IndexedDB, then, while recording BENCH_RECORD_SECONDS (default 300; 60 with BENCH_SHORT or CI) with Chromium's fake
// microphone, the JS heap after a forced GC and the IndexedDB usage every 15 s, and the heap's
// growth per minute (least-squares slope, overall and after a 30 s warm-up: flat means the take is
// not kept in memory).
// Real server on a temporary DATA_DIR, the built client (dist/), the system Chromium. Figures only.
import { pathToFileURL } from 'node:url'
import type { CDPSession, Page } from '@playwright/test'
import { countRecordingChunks } from '../e2e/support/recording'
import { openBenchStudio } from './support/studio-in-chromium'

interface Sample {
  seconds: number
  heapBytes: number
  indexedDbBytes: number
  chunks: number
}

const sampleEverySeconds = 15
const warmUpSeconds = 30
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`

/** Clicks Record (inside the page: no pointer actionability wait) and polls IndexedDB until a chunk
 *  lands. Each poll is a round trip of a millisecond or two on loopback, included in the figure. */
async function pressRecordAndTimeFirstChunk(page: Page): Promise<number> {
  const before = await countRecordingChunks(page)
  const pressed = performance.now()
  await page.getByRole('button', { name: 'Record', exact: true }).evaluate((button: HTMLElement) => button.click())
  while ((await countRecordingChunks(page)) <= before) {
    if (performance.now() - pressed > 30_000) throw new Error('No audio chunk reached IndexedDB within 30 s.')
  }
  return performance.now() - pressed
}

async function sample(page: Page, cdp: CDPSession, seconds: number): Promise<Sample> {
  await cdp.send('HeapProfiler.collectGarbage')
  const { metrics } = await cdp.send('Performance.getMetrics')
  const heapBytes = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0
  const indexedDbBytes = await page.evaluate(async () => {
    const estimate = (await navigator.storage.estimate()) as StorageEstimate & { usageDetails?: { indexedDB?: number } }
    return estimate.usageDetails?.indexedDB ?? estimate.usage ?? 0
  })
  return { seconds, heapBytes, indexedDbBytes, chunks: await countRecordingChunks(page) }
}

/** Bytes per minute, least squares over all samples. */
function slopePerMinute(samples: Sample[]): number {
  const n = samples.length
  if (n < 2) return 0
  const meanX = samples.reduce((sum, s) => sum + s.seconds, 0) / n
  const meanY = samples.reduce((sum, s) => sum + s.heapBytes, 0) / n
  const covariance = samples.reduce((sum, s) => sum + (s.seconds - meanX) * (s.heapBytes - meanY), 0)
  const variance = samples.reduce((sum, s) => sum + (s.seconds - meanX) ** 2, 0)
  return (covariance / variance) * 60
}

export async function measureRecording(): Promise<void> {
  // Five minutes in full; one in a short run (BENCH_SHORT or CI), which keeps CI under 40 minutes.
  const recordSeconds = Number(
    process.env.BENCH_RECORD_SECONDS ?? (process.env.BENCH_SHORT || process.env.CI ? 60 : 300),
  )
  const studio = await openBenchStudio('recording')
  const { browser, page, cdp } = studio
  try {
    await cdp.send('Performance.enable')
    const idle = await sample(page, cdp, 0)

    const firstChunkMs = await pressRecordAndTimeFirstChunk(page)
    const started = performance.now()
    const samples: Sample[] = []
    for (let at = 0; at <= recordSeconds; at += sampleEverySeconds) {
      const wait = started + at * 1000 - performance.now()
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
      samples.push(await sample(page, cdp, at))
    }
    await page.getByRole('button', { name: 'Stop', exact: true }).click()

    console.log(`\nRecording ${recordSeconds} s in the studio (fake microphone, Chromium ${browser.version()})`)
    console.log(`Record pressed → first chunk in IndexedDB: ${firstChunkMs.toFixed(0)} ms`)
    console.log(`Before recording: heap ${mb(idle.heapBytes)}, IndexedDB ${mb(idle.indexedDbBytes)}`)
    console.log('    time      JS heap    IndexedDB   chunks')
    for (const s of samples) {
      console.log(
        `  ${String(s.seconds).padStart(4)} s  ${mb(s.heapBytes).padStart(11)}  ${mb(s.indexedDbBytes).padStart(11)}  ${String(s.chunks).padStart(7)}`,
      )
    }
    const perMinute = (list: Sample[]) =>
      `${(slopePerMinute(list) / 1024).toFixed(1)} KB per minute (least squares over ${list.length} samples)`
    console.log(`JS heap growth while recording: ${perMinute(samples)}`)
    // The first seconds load and warm up the recorder's code; what matters for long takes is after.
    const settled = samples.filter((s) => s.seconds >= warmUpSeconds)
    if (settled.length >= 2) console.log(`JS heap growth from ${warmUpSeconds} s on: ${perMinute(settled)}`)
  } finally {
    await studio.close()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await measureRecording()
