import path from 'node:path'

/** How many Playwright workers run the browser tests side by side, each against a server of its
 *  own (its own port and data folder): the tests wait on real time (audio recorded at its own
 *  speed, polls, timers) more than they use the cores. */
export const e2eWorkers = Number(process.env.E2E_WORKERS ?? 2)

/** Where one worker's real server runs. `PORT` and `DATA_DIR` are honoured (worker 0 on `PORT`, the
 *  others 100 ports up each); the tests wipe their folder, so with `DATA_DIR` they use a subfolder
 *  of it, never the folder itself. */
export function e2eServerFor(parallelIndex: number) {
  const port = Number(process.env.E2E_PORT ?? process.env.PORT ?? 3210) + 100 * parallelIndex
  const folder = parallelIndex === 0 ? 'e2e-data' : `e2e-data-${parallelIndex}`
  const dataDir = process.env.DATA_DIR
    ? path.join(process.env.DATA_DIR, parallelIndex === 0 ? 'e2e-test-run' : `e2e-test-run-${parallelIndex}`)
    : path.join('.tmp', folder)
  return {
    port,
    baseURL: `http://localhost:${port}`,
    variantURL: (variant: 'podcast' | 'dashboard') => `http://${variant}.localhost:${port}`,
    dataDir: path.resolve(dataDir),
  }
}

/** This worker's server (Playwright numbers a worker's slot in TEST_PARALLEL_INDEX). */
export const e2eServer = e2eServerFor(Number(process.env.TEST_PARALLEL_INDEX ?? 0))
