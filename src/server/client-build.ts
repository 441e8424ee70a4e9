// `npm start` builds the client when dist/ is missing or older than its sources, so a fresh
// clone needs no separate build step and an edited checkout never serves a stale app.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

// The prerender (decision 074) renders src/app with src/shared and the library's first page from content/library;
// package.json's "imports" name the files behind the import aliases (decision 087).
const sources = [
  'package.json',
  'src/app',
  'src/contract',
  'src/shared',
  'sw',
  'public',
  'index.html',
  'vite.config.ts',
  'src/server/static/precompress.ts',
  'scripts/prerender',
  'content/library',
]

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0
  const stat = statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestChange(path.join(entry, child)))
  return newest
}

export function clientBuildIsStale(root: string): boolean {
  const index = path.join(root, 'dist', 'index.html')
  if (!existsSync(index)) return true
  const built = statSync(index).mtimeMs
  return sources.some((source) => newestChange(path.join(root, source)) > built)
}

export function buildClient(root: string): void {
  const result = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`The client build failed (npx vite build exited with ${result.status}).`)
}
