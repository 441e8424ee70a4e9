// `npm run admin -- <command>`: account administration on the same database the server uses
// (DATA_DIR's PGlite or DATABASE_URL), migrating it first so it works on a fresh install.
// When a server is running on DATA_DIR's PGlite, the command is sent to it (see socket.ts).
// Backups and restores have their own way (backup-commands.ts).
import path from 'node:path'
import { ConfigError, loadConfig } from '../config'
import { openDatabase } from '../db/open'
import { copyBlobsCommand, copyBlobsToS3 } from './copy-blobs-command'
import { isBackupCommand, runBackupCommand } from './backup-commands'
import { executeAdmin, parseOrUsage, type AdminResult } from './execute'
import { sendToRunningServer } from './socket'

async function main(argv: string[]): Promise<AdminResult> {
  // Files, not the database: no server socket, no migrations.
  if (argv[0] === copyBlobsCommand && argv.length === 1) return copyBlobsToS3(loadConfig(), (line) => console.log(line))
  const parsed = parseOrUsage(argv)
  if ('code' in parsed) return parsed
  const config = loadConfig()
  if (isBackupCommand(parsed)) return runBackupCommand(config, parsed)
  if (!config.databaseUrl) {
    const answered = await sendToRunningServer(config.dataDir, argv)
    if (answered) return answered
  }
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') })
  try {
    await database.migrate()
    return await executeAdmin({ db: database.db }, argv, new Date())
  } finally {
    await database.close()
  }
}

main(process.argv.slice(2)).then(
  (result) => {
    if (result.stdout) console.log(result.stdout)
    if (result.stderr) console.error(result.stderr)
    process.exit(result.code)
  },
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error)
    process.exit(1)
  },
)
