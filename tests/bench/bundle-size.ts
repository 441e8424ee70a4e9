// Prints the gzipped JavaScript of a visitor's first visit to /login and of a signed-in member's
// visit to /scripts with nothing cached, each against its budget (measured as the budget test
// measures it: tests/support/first-load-javascript.ts), then the size of each lazy chunk.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { chromiumArgs } from '../support/chromium'
import {
  createMember,
  describeFirstLoad,
  kb,
  measureLoginFirstLoad,
  measureScriptsFirstLoad,
} from '../support/first-load-javascript'
import { startServer } from '../support/server-process'

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
}

export async function measureBundleSize(port = 3291): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-bundle-'))
  const server = await startServer({ port, dataDir, env: { DATABASE_URL: undefined } })
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs })
  try {
    console.log(`\n${describeFirstLoad(await measureLoginFirstLoad(browser, server.url))}`)
    const member = await createMember(server.url)
    console.log(`\n${describeFirstLoad(await measureScriptsFirstLoad(browser, server.url, member))}`)
  } finally {
    await browser.close()
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }

  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, ManifestChunk>
  console.log('\nLazy route chunks (gzipped):')
  for (const chunk of Object.values(manifest).filter((c) => c.isDynamicEntry)) {
    const size = gzipSync(readFileSync(path.join('dist', chunk.file))).length
    console.log(`  ${kb(size).padStart(9)}  ${chunk.src ?? chunk.file}`)
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await measureBundleSize()
