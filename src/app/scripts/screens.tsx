import { PlaceholderScreen } from '../layout/placeholder-screen'

export { ScriptsScreen } from './list/scripts-screen'
export { ScriptCreateScreen } from './editor/script-create-screen'
export { ScriptEditScreen } from './editor/script-edit-screen'

export function ScriptSessionScreen() {
  return <PlaceholderScreen title="Opening session" description="Finding or opening the recording session of this script." />
}
