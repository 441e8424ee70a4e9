// `npm run admin -- <command>`: account administration on the same database the server uses
// (DATA_DIR's PGlite or DATABASE_URL), migrating it first so it works on a fresh install.
// When a server is running on DATA_DIR's PGlite, the command is sent to it (see socket.ts).
// Backups and restores have their own way (backup-commands.ts).
// Only the arguments are read before the rest loads: a usage error answers at once, without
// loading the database, the stores or the S3 client.
import path from 'node:path'
import type { Config } from '../config'
import { copyBlobsCommand, type AdminCommand } from './args'
import { parseOrUsage, type AdminResult } from './parse-or-usage'

async function main(argv: string[]): Promise<AdminResult> {
  // Files, not the database: no server socket, no migrations, no parsed command.
  const copiesBlobs = argv[0] === copyBlobsCommand && argv.length === 1
  const parsed = copiesBlobs ? null : parseOrUsage(argv)
  if (parsed && 'code' in parsed) return parsed
  const { ConfigError, loadConfig } = await import('../config')
  try {
    return await run(loadConfig(), argv, parsed)
  } catch (error) {
    // A setting, or a store it names, that does not work: its message, not a stack.
    if (error instanceof ConfigError) return { code: 1, stdout: '', stderr: error.message }
    throw error
  }
}

async function run(config: Config, argv: string[], parsed: AdminCommand | null): Promise<AdminResult> {
  if (!parsed) return (await import('./copy-blobs-command')).copyBlobsToS3(config, (line) => console.log(line))
  const { isBackupCommand, runBackupCommand } = await import('./backup-commands')
  if (isBackupCommand(parsed)) return runBackupCommand(config, parsed)
  if (!config.databaseUrl) {
    const { sendToRunningServer } = await import('./socket')
    const answered = await sendToRunningServer(config.dataDir, argv)
    if (answered) return answered
  }
  const [{ openDatabase }, { executeAdmin }] = await Promise.all([import('../db/open'), import('./execute')])
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
    console.error(error)
    process.exit(1)
  },
)
