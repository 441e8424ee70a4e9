// Whether the browser, not the network, now stands between the page and a chunk that failed. HTML
// keeps a module whose fetch failed as failed for the document's life, and Firefox does so: its
// `import()` of that chunk rejects at once, with no request, even when the server has it again.
// Chromium fetches it anew. Only a reload gets past a kept failure, so the error screen's retry asks
// this first. The failure names the module it could not load (Firefox the very file, a dependency
// too; Chromium the imported chunk); an engine whose message names none is retried in place.

/** True when the module named by `error` still fails to import although the server gives it now. */
export async function browserKeptChunkFailure(error: unknown): Promise<boolean> {
  const url = failedModuleUrl(error)
  if (!url) return false
  try {
    await import(/* @vite-ignore */ url)
    return false
  } catch {
    return fetchable(url)
  }
}

/** The same-origin address in the failure's message (or its cause's), if it names one. A
 *  ChunkLoadError quotes the browser's message in brackets, so brackets end an address. */
function failedModuleUrl(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    for (const found of cause.message.match(/https?:\/\/[^\s()]+/g) ?? []) {
      if (originOf(found) === window.location.origin) return found
    }
  }
  return undefined
}

function originOf(address: string): string | undefined {
  try {
    return new URL(address).origin
  } catch {
    return undefined
  }
}

async function fetchable(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok
  } catch {
    return false
  }
}
