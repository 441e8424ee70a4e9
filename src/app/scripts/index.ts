// What other features use of the scripts: the reader and the script text (the library and the
// templates show scripts with them), a script's summary, and the script queries.
export { ScriptSummaryItem } from './list/script-summary-item'
export { RoleList } from './reader/role-list'
export { ScriptReader } from './reader/script-reader'
export { ScriptText } from './reader/script-text'
export { RecordScriptButton } from './record-script-button'
export { scriptKeys } from './script-keys'
export { useCreateScript, useScript } from './script-queries'
