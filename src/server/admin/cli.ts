// `npm run admin -- <command>`: account administration on the same database the server uses
// (DATA_DIR's PGlite or DATABASE_URL), migrating it first so it works on a fresh install.
// Stop the server first when it runs on PGlite: only one process may open those files.
import path from 'node:path'
import { ConfigError, loadConfig } from '../config'
import { openDatabase } from '../db/open'
import { UsageError, parseCommand, usage } from './args'
import { runCommand } from './commands'

async function main(argv: string[]): Promise<number> {
  let command
  try {
    command = parseCommand(argv)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    console.error(`${error.message}\n\n${usage}`)
    return 2
  }
  const config = loadConfig()
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') })
  try {
    await database.migrate()
    console.log(await runCommand(database.db, command, new Date()))
    return 0
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    console.error(error.message)
    return 1
  } finally {
    await database.close()
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error)
    process.exit(1)
  },
)
