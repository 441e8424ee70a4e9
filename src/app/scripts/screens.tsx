// The editor's screens are a chunk of their own (`editor/screens.tsx`), and so is the session a
// script opens (`script-session-screen.tsx`, with the sessions payloads): the list, the first page
// a member sees, carries neither.
export { ScriptsScreen } from './list/scripts-screen'
