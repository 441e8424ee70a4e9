// The editor's screens are a chunk of their own (`editor/screens.tsx`): the list, the first page
// a member sees, does not carry the editor and its dialogs.
export { ScriptsScreen } from './list/scripts-screen'
export { ScriptSessionScreen } from './script-session-screen'
