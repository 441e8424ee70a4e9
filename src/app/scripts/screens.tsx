export { ScriptsScreen } from './list/scripts-screen'
export { ScriptCreateScreen } from './editor/script-create-screen'
export { ScriptEditScreen } from './editor/script-edit-screen'
export { ScriptSessionScreen } from './script-session-screen'
