// The real server (what `npm start` opens, without the client) for benchmarks that watch its memory:
// forked with an IPC channel and --expose-gc, it reports the heap after a full collection every
// `HEAP_REPORT_MS` (2 s), so growth means memory still referenced, not garbage not yet collected.
import { loadConfig } from '#server/config'
import { startServer, stopOnSignals } from '#server/server'

const everyMs = Number(process.env.HEAP_REPORT_MS ?? 2_000)
const server = await startServer(loadConfig(), null)
stopOnSignals(server)
const report = () => {
  globalThis.gc?.()
  process.send?.({
    kind: 'heap',
    at: Date.now(),
    heapUsed: process.memoryUsage().heapUsed,
    rss: process.memoryUsage().rss,
  })
}
setInterval(report, everyMs).unref()
process.send?.({ kind: 'ready' })
