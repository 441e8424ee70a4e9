// `npm run dev`: the API without building the client (the Vite dev server proxies /api here).
import { ConfigError, loadConfig } from './config'
import { startServer, stopOnSignals } from './server'

try {
  stopOnSignals(await startServer(loadConfig(), null))
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
}
