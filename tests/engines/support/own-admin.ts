// `npm run admin` against a server of the test's own (startOwnServer): the command hands its work
// to the server that holds the data folder, as an operator would run it. Asynchronous, so the
// network switch in this same process keeps relaying while it runs.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { withoutUnset } from '#tests/support/server-process'
import type { OwnServer } from '#tests/e2e/support/own-server'

const run = promisify(execFile)

export async function runOwnAdmin(server: OwnServer, args: string[]): Promise<string> {
  const env = withoutUnset({ ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: undefined })
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'src/server/admin/cli.ts', ...args], {
    env,
    encoding: 'utf8',
  })
  return stdout
}

/** The id an admin command printed as "(id …)". */
export function printedId(output: string): string {
  const id = /\(id ([^)\s,]+)/.exec(output)?.[1]
  if (!id) throw new Error(`no id printed: ${output}`)
  return id
}
