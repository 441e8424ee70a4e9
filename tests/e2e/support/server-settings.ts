import path from 'node:path'

/** Where the end-to-end tests run the real server: a fixed port and a throw-away data folder. */
const port = Number(process.env.E2E_PORT ?? 3210)

export const e2eServer = {
  port,
  baseURL: `http://localhost:${port}`,
  variantURL: (variant: 'podcast' | 'dashboard') => `http://${variant}.localhost:${port}`,
  dataDir: path.resolve(process.env.E2E_DATA_DIR ?? '.tmp/e2e-data'),
}
