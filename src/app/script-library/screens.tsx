export { ScriptLibraryScreen } from './script-library-screen'
export { FreeScriptsScreen } from './free-scripts-screen'
