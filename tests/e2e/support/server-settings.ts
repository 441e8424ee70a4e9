import path from 'node:path'

/** Where the browser tests run the real server. `PORT` and `DATA_DIR` are honoured; the tests wipe
 *  their folder, so with `DATA_DIR` they use a subfolder of it, never the folder itself. */
const port = Number(process.env.E2E_PORT ?? process.env.PORT ?? 3210)
const dataDir = process.env.DATA_DIR ? path.join(process.env.DATA_DIR, 'e2e-test-run') : '.tmp/e2e-data'

export const e2eServer = {
  port,
  baseURL: `http://localhost:${port}`,
  variantURL: (variant: 'podcast' | 'dashboard') => `http://${variant}.localhost:${port}`,
  dataDir: path.resolve(dataDir),
}
