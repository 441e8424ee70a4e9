import type { TusClient } from '#app/takes/tus-send'

// Node's resolution picks tus-js-client's Node build (Buffers and streams, no Blobs); the app runs
// its browser build, so the tests load that one, over jsdom's XMLHttpRequest.
const tusBrowserBuild = 'tus-js-client/lib.esm/browser/index.js'
export const loadTusBrowserBuild = () => import(/* @vite-ignore */ tusBrowserBuild) as Promise<TusClient>
