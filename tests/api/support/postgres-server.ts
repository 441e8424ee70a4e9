// The throw-away PostgreSQL server of tests/api/with-postgres.sh, for tests of the database going
// away and coming back (a restart, as an upgrade or a failover does).
import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** Restarts the database server (fast shutdown: open connections are cut) and resolves once it
 *  accepts connections again. */
export async function restartPostgres(): Promise<void> {
  const dataDir = process.env.PG_TEST_DATA_DIR
  const bin = process.env.PG_TEST_BIN
  if (!dataDir || !bin)
    throw new Error('restartPostgres needs tests/api/with-postgres.sh (PG_TEST_DATA_DIR, PG_TEST_BIN)')
  // Its log goes to the file with-postgres.sh started it with: the server must not hold our pipes.
  const pgCtl = [
    `${bin}/pg_ctl`,
    '-D',
    dataDir,
    '-l',
    path.join(path.dirname(dataDir), 'server.log'),
    '-m',
    'fast',
    '-w',
    'restart',
  ]
  // As root, the cluster runs as `postgres` (with-postgres.sh); pg_ctl must too.
  const [command, ...args] = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--', ...pgCtl] : pgCtl
  await run(command as string, args, { cwd: '/tmp' })
}
