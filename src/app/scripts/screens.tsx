// The editor's screens are a chunk of their own (`editor/screens.tsx`), and so is the session a
// script opens (`script-session-screen.tsx`, with the sessions payloads): the list, the first page
// a member sees, carries neither.
export { ScriptsScreen } from './list/scripts-screen'
// In the screen's chunk, which the route asks for at start: the prefetch costs no request of its own.
export { prefetchScriptsScreen } from './list/prefetch-scripts-screen'
