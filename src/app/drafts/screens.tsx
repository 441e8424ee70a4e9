export { ArchiveScreen } from './archive-screen'
export { DraftEditorScreen } from './draft-editor-screen'
export { DraftsScreen } from './drafts-screen'
