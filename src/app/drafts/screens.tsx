import { PlaceholderScreen } from '../layout/placeholder-screen'

export function DraftsScreen() {
  return <PlaceholderScreen title="Drafts" description="Your drafts: write freely, then turn them into scripts." />
}

export function DraftEditorScreen() {
  return <PlaceholderScreen title="Draft" description="Write this draft." />
}

export function ArchiveScreen() {
  return <PlaceholderScreen title="Archived Drafts" description="Drafts you have archived." />
}
