export { ScriptCreateScreen } from './script-create-screen'
export { ScriptEditScreen } from './script-edit-screen'
