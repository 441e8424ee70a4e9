// Runs inside the prerender build's DOM (jsdom, prerender-pages.ts): the whole app, as a visitor
// starting at `path` with `reads` in its query cache, rendered by the browser's own code path
// (createRoot). Resolves once the page's screen says it shows its content (the same signal that
// hands the markup over in the browser), with the markup and the styles emotion wrote for it.
import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '#app/app'
import { createAuth } from '#app/auth/auth'
import { screenShownEvent } from '#app/prerender/handoff'
import type { PrerenderedRead } from '#app/prerender/prerendered-reads'
import { createAppRouter } from '#app/app-router'
import { libraryKeys } from '#app/script-library/library-keys'
import { libraryPageSize, noFilters } from '#app/script-library/use-library'
import { applyVariantToDocument } from '#app/variant/variant-look'

export interface RenderedPage {
  /** The inner HTML of the app's root element. */
  markup: string
  /** Attributes the app set on <html> (the variant's class and brand colours). */
  htmlAttributes: Record<string, string>
  /** What emotion (Chakra's styling) inserted while rendering it. */
  css: string
}

export async function renderPage(path: string, reads: PrerenderedRead[], timeoutMs = 60_000): Promise<RenderedPage> {
  applyVariantToDocument('main')
  // No API: a visitor's start needs none, and the page must not depend on a server.
  const auth = createAuth({ storage: window.localStorage, baseUrl: 'http://127.0.0.1:9' })
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  })
  for (const read of reads) queryClient.setQueryData(read.key, read.data)
  const router = createAppRouter(
    { variant: 'main', auth, queryClient },
    createMemoryHistory({ initialEntries: [path] }),
  )

  const container = document.createElement('div')
  container.id = 'root'
  document.body.append(container)
  const shown = new Promise<void>((resolve, reject) => {
    const started = Date.now()
    const timer = setInterval(() => {
      if (failure) reject(failure instanceof Error ? failure : new Error(String(failure)))
      else if (Date.now() - started > timeoutMs)
        reject(new Error(`${path} did not show its screen within ${timeoutMs / 1000} s`))
      else return
      clearInterval(timer)
    }, 50)
    window.addEventListener(screenShownEvent, () => (clearInterval(timer), resolve()), { once: true })
  })
  let failure: unknown = null
  const fail = (error: unknown) => {
    failure ??= error
  }
  const root = createRoot(container, { onUncaughtError: fail, onCaughtError: fail })
  root.render(
    <StrictMode>
      <App queryClient={queryClient} router={router} started={Promise.resolve()} />
    </StrictMode>,
  )
  try {
    await shown
    // The layout effect that signalled runs before the browser would paint; let React settle.
    await new Promise((resolve) => setTimeout(resolve, 0))
    if (failure) throw failure instanceof Error ? failure : new Error(String(failure))
    const html = document.documentElement
    const htmlAttributes = Object.fromEntries(
      [...html.attributes].map((attribute) => [attribute.name, attribute.value]),
    )
    const css = [...document.querySelectorAll('style[data-emotion]')].map((style) => style.textContent).join('\n')
    return { markup: container.innerHTML, htmlAttributes, css }
  } finally {
    root.unmount()
    container.remove()
    queryClient.clear()
  }
}

/** The read /scriptlibrary shows first, under the key its screen asks for. */
export function libraryRead(firstPage: unknown): PrerenderedRead {
  return { key: libraryKeys.list(noFilters()), data: { pages: [firstPage], pageParams: [undefined] } }
}

export { libraryPageSize }
