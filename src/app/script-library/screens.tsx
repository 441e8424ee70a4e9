import { PlaceholderScreen } from '../layout/placeholder-screen'

export function ScriptLibraryScreen() {
  return <PlaceholderScreen title="Script Library" description="Previews of the scripts in the library." />
}

export function FreeScriptsScreen() {
  return <PlaceholderScreen title="Script Library" description="Open a free script from the library and record from it." />
}
