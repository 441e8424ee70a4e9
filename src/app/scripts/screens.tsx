import { PlaceholderScreen } from '../layout/placeholder-screen'

export function ScriptsScreen() {
  return <PlaceholderScreen title="Scripts" description="Your scripts, ready to record line by line." />
}

export function ScriptCreateScreen() {
  return <PlaceholderScreen title="New script" description="Create a script with roles and lines." />
}

export function ScriptEditScreen() {
  return <PlaceholderScreen title="Edit script" description="Change the roles and lines of this script." />
}

export function ScriptSessionScreen() {
  return <PlaceholderScreen title="Opening session" description="Finding or opening the recording session of this script." />
}
