// `npm start`: build the client if needed, open and migrate the database, serve app + API.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildClient, clientBuildIsStale } from './client-build'
import { ConfigError, loadConfig } from './config'
import { startServer, stopOnSignals } from './server'

const root = fileURLToPath(new URL('../..', import.meta.url))

try {
  const config = loadConfig()
  if (clientBuildIsStale(root)) {
    console.log('Building the client (dist/ is missing or older than the sources)…')
    buildClient(root)
  }
  stopOnSignals(await startServer(config, path.join(root, 'dist')))
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
}
