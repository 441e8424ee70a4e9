// Prints how long `npm start` takes until /api/health answers 200 (on a fresh DATA_DIR, so the
// figure includes creating the PGlite database and migrating it, then again on the same folder),
// and how long SIGTERM takes to drain and exit. Expects dist/ to be built. Figures only.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { freePort } from '../support/free-port'

async function timeOneStart(dataDir: string): Promise<{ startMs: number; stopMs: number }> {
  const port = await freePort()
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' }
  delete env.DATABASE_URL
  const started = performance.now()
  // Its own process group, so SIGTERM reaches the server behind npm and its shell.
  const child = spawn('npm', ['start', '--silent'], { env, stdio: ['ignore', 'ignore', 'inherit'], detached: true })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const deadline = Date.now() + 180_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with code ${child.exitCode}`)
    if (Date.now() > deadline) throw new Error('npm start did not become healthy within 180 s')
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200) break
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  const startMs = performance.now() - started
  const stopping = performance.now()
  process.kill(-child.pid!, 'SIGTERM')
  await exited
  return { startMs, stopMs: performance.now() - stopping }
}

export async function measureStartTime(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-start-'))
  try {
    const cold = await timeOneStart(dataDir)
    const warm = await timeOneStart(dataDir)
    console.log(`npm start → healthy /api/health, fresh DATA_DIR:    ${cold.startMs.toFixed(0)} ms`)
    console.log(`npm start → healthy /api/health, existing DATA_DIR: ${warm.startMs.toFixed(0)} ms`)
    console.log(
      `SIGTERM → exited (drain + close database):          ${cold.stopMs.toFixed(0)} ms, ${warm.stopMs.toFixed(0)} ms`,
    )
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await measureStartTime()
