// Prints the gzipped JavaScript a first visit to /login downloads (measured in a real Chromium
// with the service worker blocked, so nothing is precached yet) and the size of each lazy chunk.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { startServer } from '../support/server-process'
import { chromiumArgs } from '../support/chromium'

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

export async function measureBundleSize(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-bundle-'))
  const server = await startServer({ port: 3291, dataDir, env: { DATABASE_URL: undefined } })
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs })
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' })
    const page = await context.newPage()
    const scripts: Array<{ url: string; gzip: number }> = []
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      scripts.push({ url: new URL(response.url()).pathname, gzip: 0 })
      const entry = scripts[scripts.length - 1]
      void response.body().then((body) => {
        if (entry) entry.gzip = gzipSync(body).length
      })
    })
    await page.goto(`${server.url}/login`)
    await page.getByLabel('User ID or Email').waitFor()
    await page.waitForLoadState('networkidle')
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0)
    console.log(`\nJavaScript for a first visit to /login: ${kb(total)} gzipped in ${scripts.length} files`)
    for (const script of scripts) console.log(`  ${kb(script.gzip).padStart(9)}  ${script.url}`)
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
