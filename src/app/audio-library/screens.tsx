import { PlaceholderScreen } from '../layout/placeholder-screen'

export function AudioLibraryScreen() {
  return <PlaceholderScreen title="Audio Library" description="Sound effects and music for your recordings." />
}

export function AudioEditScreen() {
  return <PlaceholderScreen title="Edit audio" description="Change the details of this audio." />
}

export function AudioCreateScreen() {
  return <PlaceholderScreen title="Add audio" description="Add audio to the library." />
}
