// The pages whose first visit arrives prerendered (decision 074): the build writes each `file`
// under dist/, the server sends it for `path` on the main site, and the app hands the markup over
// to its own screen (src/app/prerender/handoff.ts).
export const prerenderedPages = [
  { path: '/login', file: 'prerendered/login.html' },
  { path: '/scriptlibrary', file: 'prerendered/scriptlibrary.html' },
] as const

export type PrerenderedPage = (typeof prerenderedPages)[number]
