import path from 'node:path'

/** How many Playwright workers run the browser tests side by side, each against a server of its
 *  own (its own port and data folder). One by default: on the 2-core machines two workers took
 *  17 min where one takes about 23 (both without traces), but four of 510 tests failed in three
 *  runs on races the load exposed (decision 003). */
export const e2eWorkers = Number(process.env.E2E_WORKERS ?? 1)

/** Where one worker's real server runs. `PORT` and `DATA_DIR` are honoured (worker 0 on `PORT`, the
 *  others 100 ports up each); the tests wipe their folder, so with `DATA_DIR` they use a subfolder
 *  of it, never the folder itself. */
export function e2eServerFor(parallelIndex: number) {
  const port = Number(process.env.E2E_PORT ?? process.env.PORT ?? 3210) + 100 * parallelIndex
  const suffix = parallelIndex === 0 ? '' : `-${parallelIndex}`
  const dataDir = process.env.DATA_DIR
    ? path.join(process.env.DATA_DIR, `e2e-test-run${suffix}`)
    : path.join('.tmp', `e2e-data${suffix}`)
  return {
    port,
    baseURL: `http://localhost:${port}`,
    variantURL: (variant: 'podcast' | 'dashboard') => `http://${variant}.localhost:${port}`,
    dataDir: path.resolve(dataDir),
  }
}

/** This worker's server (Playwright numbers a worker's slot in TEST_PARALLEL_INDEX). */
export const e2eServer = e2eServerFor(Number(process.env.TEST_PARALLEL_INDEX ?? 0))
