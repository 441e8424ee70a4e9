// The build's last step before compression (vite.config.ts runs it in a process of its own): the
// first paint of a visitor's /login and /scriptlibrary, written into copies of dist/index.html
// (dist/prerendered/*.html) that the server sends for those addresses on the main site (decision
// 074). The app itself renders them, in jsdom, through Vite's module loader (the screens import CSS
// and Chakra's global stylesheet module); the pages carry what their first paint needs inline:
// the entry's stylesheet, Chakra's global one where the page shows Chakra, and emotion's rules.
//   node --import tsx scripts/prerender/prerender-pages.ts dist
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer, type Manifest } from 'vite'
import { builtinEnvironments } from 'vitest/runtime'
import type { PrerenderedRead } from '#app/prerender/prerendered-reads'
import { prerenderedPages, type PrerenderedPage } from '#shared/prerendered-pages'
import { libraryFirstPage } from './library-first-page'
import type * as RenderPage from './render-page'
import { buildPrerenderedHtml } from './prerendered-html'

const root = fileURLToPath(new URL('../..', import.meta.url))
const distDir = path.resolve(process.argv[2] ?? path.join(root, 'dist'))

/** Modules a page's first paint loads after the entry, by source path (the manifest's keys). */
const pageModules: Record<PrerenderedPage['path'], string[]> = {
  '/login': ['src/app/users/login-route-screens.tsx'],
  '/scriptlibrary': ['src/app/variant/chakra-theme.tsx', 'src/app/script-library/screens.tsx'],
}

await builtinEnvironments.jsdom.setup(globalThis, { jsdom: { url: 'http://localhost/', pretendToBeVisual: true } })
// jsdom neither scrolls nor matches media queries nor observes sizes (as tests/unit/setup.ts).
window.scrollTo = () => {}
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  }) as MediaQueryList
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

// Imported once the DOM exists: emotion decides at load whether it runs in a browser.
const { chakraGlobalCssPlugin } = await import('#app/variant/chakra-global-css')
const { system } = await import('#app/variant/systems')
const vite = await createServer({
  root,
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  plugins: [chakraGlobalCssPlugin(system)],
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
})
try {
  const render = (await vite.ssrLoadModule('/scripts/prerender/render-page.tsx')) as typeof RenderPage
  const manifest = JSON.parse(await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
  const shell = await readFile(path.join(distDir, 'index.html'), 'utf8')
  const library = await libraryFirstPage(render.libraryPageSize, console)
  const readsOf: Record<PrerenderedPage['path'], PrerenderedRead[]> = {
    '/login': [],
    '/scriptlibrary': [render.libraryRead(library)],
  }
  await mkdir(path.join(distDir, path.dirname(prerenderedPages[0]!.file)), { recursive: true })
  for (const page of prerenderedPages) {
    const started = performance.now()
    const reads = readsOf[page.path]
    const rendered = await render.renderPage(page.path, reads)
    const { html, boot, bootUrl } = await buildPrerenderedHtml({
      shell,
      distDir,
      manifest,
      page,
      modules: pageModules[page.path],
      rendered,
      reads,
    })
    await writeFile(path.join(distDir, page.file), html)
    await writeFile(path.join(distDir, bootUrl), boot)
    console.log(
      `prerendered ${page.path} → dist/${page.file} (${(html.length / 1024).toFixed(1)} KB, ${Math.round(performance.now() - started)} ms)`,
    )
  }
} finally {
  await vite.close()
}
