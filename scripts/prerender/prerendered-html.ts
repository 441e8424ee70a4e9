// A prerendered page is dist/index.html with three changes: the stylesheets its first paint needs are
// inline (no render-blocking request; style, not script, so a CSP without inline script holds); its
// one script is a small one that starts the entry after the first paint and preloads the entry's and
// the screen's chunks then, and keeps what is typed meanwhile (first-input.ts); and the body carries
// the markup (live, beside the hidden root the app renders into) and the reads it was drawn from, as JSON.
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Manifest } from 'vite'
import { prerenderedDataId, prerenderedId, prerenderedStyleAttribute, screenShownEvent } from '#app/prerender/handoff'
import type { PrerenderedRead } from '#app/prerender/prerendered-reads'
import type { PrerenderedPage } from '#shared/prerendered-pages'
import { firstInputKeeper, inertSubmitButtons } from './first-input'
import type { RenderedPage } from './render-page'

interface PageParts {
  shell: string
  distDir: string
  manifest: Manifest
  page: PrerenderedPage
  /** Source paths (manifest keys) of the modules the page's screen loads after the entry. */
  modules: string[]
  rendered: RenderedPage
  reads: PrerenderedRead[]
}

const entryScript = /\s*<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g
const entryStylesheet = /(\s*)<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/

// A browser may paint while the markup is still being parsed: a centred dialog then grows from its
// middle and everything in it moves (a layout shift). The markup shows once the element after it
// has been parsed; a browser without :has() shows it as before.
const wholeMarkupOnly = `#${prerenderedId}:not(:has(~ #${prerenderedDataId})){visibility:hidden}`

export interface PrerenderedFiles {
  html: string
  /** The page's one script (see bootScript), to be written at `bootUrl`. */
  boot: string
  bootUrl: string
}

/** What starts the app on a prerendered page, once the page has painted: it preloads the entry's and
 *  the screen's chunks, then imports the entry's chunks one task at a time, then the entry. A chunk
 *  that fails is left to the entry's own import, which fails as it would without this script. In the HTML those would start at once and finish
 *  before the first paint, and Lighthouse's simulation then counts them as needed for it (module
 *  scripts leave no per-URL evaluation in the trace to tell otherwise); the entry's modules would
 *  also run before the first frame. A hidden tab paints none: 200 ms at most. */
export function bootScript(entryUrl: string, entryImports: string[], preloads: string[]): string {
  return [
    `// A prerendered page (decision 074) starts the app after its first paint, one chunk per task.`,
    `const entryImports = ${JSON.stringify(entryImports)}`,
    `const preloads = ${JSON.stringify(preloads)}`,
    `const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))`,
    `let started = false`,
    `async function start() {`,
    `  if (started) return`,
    `  started = true`,
    `  for (const href of preloads) {`,
    `    const link = document.createElement('link')`,
    `    link.rel = 'modulepreload'`,
    `    link.crossOrigin = ''`,
    `    link.href = href`,
    `    document.head.append(link)`,
    `  }`,
    `  // The entry's own imports first, each evaluated in a task of its own: together with the`,
    `  // entry they are one long task, which a phone's main thread would be blocked for.`,
    `  for (const href of entryImports) {`,
    `    await import(href).catch(() => undefined)`,
    `    await nextTask()`,
    `  }`,
    `  await import(${JSON.stringify(entryUrl)})`,
    `}`,
    `requestAnimationFrame(() => setTimeout(start, 0))`,
    `setTimeout(start, 200)`,
    firstInputKeeper(prerenderedId, screenShownEvent),
  ].join('\n')
}

export async function buildPrerenderedHtml({
  shell,
  distDir,
  manifest,
  page,
  modules,
  rendered,
  reads,
}: PageParts): Promise<PrerenderedFiles> {
  const [, indent = '\n    ', entryCss] = shell.match(entryStylesheet) ?? []
  const entryUrl = shell.match(entryScript)?.[1]
  if (!entryCss || !entryUrl)
    throw new Error('dist/index.html has no entry script or stylesheet where the prerender expects them')
  const { scripts, stylesheets } = chunksOf(manifest, modules)
  const entryImports = [...shell.matchAll(modulePreload)].map((match) => match[1]!)
  const preloads = [...new Set([...entryImports, ...scripts.map((file) => `/${file}`)])]
  const boot = bootScript(entryUrl, entryImports, preloads)
  const bootUrl = `/assets/prerendered-boot-${createHash('sha256').update(boot).digest('base64url').slice(0, 8)}.js`

  // The entry's stylesheet stays (the page has no other copy); the screen's (Chakra's global CSS,
  // emotion's rules) go when the app's screen takes over, which brings its own (handoff.ts).
  const screenCss = [rendered.css, wholeMarkupOnly]
  for (const file of stylesheets) screenCss.unshift(await readFile(path.join(distDir, file), 'utf8'))
  const style =
    `${indent}<style>${escapeStyle(await readFile(path.join(distDir, entryCss), 'utf8'))}</style>` +
    (screenCss.join('').trim()
      ? `${indent}<style ${prerenderedStyleAttribute}>${escapeStyle(screenCss.join('\n'))}</style>`
      : '')
  // The shell's own attributes (lang) stay; the render's (theme class, brand variables) are added.
  const shellAttributes = Object.fromEntries(
    [.../<html([^>]*)>/.exec(shell)![1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]),
  )
  const html = Object.entries({ ...shellAttributes, ...rendered.htmlAttributes })
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('')
  const data = JSON.stringify(reads).replaceAll('<', '\\u003c')
  const body =
    `<div id="root" hidden></div>\n    <div id="${prerenderedId}" data-path="${page.path}">${inertSubmitButtons(rendered.markup)}</div>\n` +
    `    <script type="application/json" id="${prerenderedDataId}">${data}</script>`

  const out = shell
    .replace(/<html[^>]*>/, `<html${html}>`)
    // Low priority: nothing of the first paint waits for it.
    .replace(entryScript, `${indent}<script type="module" crossorigin fetchpriority="low" src="${bootUrl}"></script>`)
    .replaceAll(modulePreload, '')
    .replace(entryStylesheet, style)
    // The page paints itself: no splash over it.
    .replace(/\n\s*<!--[^>]*-->(?=\s*<div id="splash")/, '')
    .replace(/\n\s*<div id="splash"[\s\S]*?<\/div>/, '')
    .replace(/\n\s*<style>\s*#splash[\s\S]*?<\/style>/, '')
    .replace('<div id="root"></div>', body)
  if (!out.includes(`id="${prerenderedId}"`))
    throw new Error('dist/index.html has no empty #root where the prerender expects one')
  if (out.includes('<div id="splash"') || /<style>\s*#splash/.test(out))
    throw new Error('dist/index.html has a splash the prerender cannot take out')
  return { html: out, boot, bootUrl }
}

/** The JavaScript files (with their static imports) and stylesheets of `modules`, from the manifest. */
function chunksOf(manifest: Manifest, modules: string[]) {
  const scripts = new Set<string>()
  const stylesheets = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk) throw new Error(`The build's manifest has no ${key}`)
    if (chunk.isEntry || scripts.has(chunk.file)) return
    scripts.add(chunk.file)
    for (const file of chunk.css ?? []) stylesheets.add(file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const module of modules) visit(module)
  return { scripts: [...scripts], stylesheets: [...stylesheets] }
}

const escapeStyle = (css: string) => css.replaceAll('</style', '<\\/style')
const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')
