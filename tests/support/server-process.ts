// Runs the real server (`src/server/start.ts`, what `npm start` runs) as a child process, for the
// browser tests and the benchmarks.
import { spawn, type ChildProcess } from 'node:child_process'

export interface ServerProcess {
  url: string
  /** Milliseconds from spawning to the first healthy `/api/health`. */
  startMs: number
  /** Sends SIGTERM and resolves with the milliseconds the server took to exit. */
  stop: () => Promise<number>
  /** Sends SIGKILL (a crash, a power cut): nothing is drained or closed. Resolves once it is gone. */
  kill: () => Promise<void>
  /** What the server printed (stdout and stderr), when started with `captureOutput`. */
  output: () => string
}

export async function startServer(options: {
  port: number
  dataDir: string
  env?: NodeJS.ProcessEnv
  /** `src/server/dev.ts` serves the API alone and never builds the client. */
  entry?: 'src/server/start.ts' | 'src/server/dev.ts'
  /** Keeps what the server prints for `output()` instead of passing it through. */
  captureOutput?: boolean
}): Promise<ServerProcess> {
  const env = withoutUnset({
    ...process.env,
    PORT: String(options.port),
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'warn',
    ...options.env,
  })
  const url = `http://localhost:${options.port}`
  const started = performance.now()
  const child = spawn(process.execPath, ['--import', 'tsx', options.entry ?? 'src/server/start.ts'], {
    env,
    stdio: options.captureOutput ? 'pipe' : 'inherit',
  })
  let printed = ''
  child.stdout?.on('data', (data: Buffer) => (printed += data.toString()))
  child.stderr?.on('data', (data: Buffer) => (printed += data.toString()))
  await waitForHealth(`${url}/api/health`, child)
  const startMs = performance.now() - started
  return {
    url,
    startMs,
    output: () => printed,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return 0
      const stopping = performance.now()
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
      return performance.now() - stopping
    },
    kill: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGKILL')
      await exited
    },
  }
}

/** Drops variables set to `undefined`, so a caller can unset one (e.g. DATABASE_URL). */
export function withoutUnset(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined))
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} before it was healthy.`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  child.kill('SIGTERM')
  throw new Error(`The server did not become healthy at ${url} within 120 s.`)
}
