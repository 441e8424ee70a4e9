import type { Draft } from '#contract/drafts'
import type { LocalDraft } from './drafts-store'

export interface DraftText {
  title: string
  body: string
}

export function newLocalDraft(id: string, ownerId: string, text: DraftText, now = new Date()): LocalDraft {
  const at = now.toISOString()
  return {
    id,
    ownerId,
    ...text,
    baseVersion: null,
    dirty: true,
    revision: 1,
    archivedAt: null,
    createdAt: at,
    updatedAt: at,
    conflict: null,
  }
}

/** The working copy of a draft first opened on this device from the server. */
export function localFromServer(draft: Draft, ownerId: string): LocalDraft {
  return {
    id: draft.id,
    ownerId,
    title: draft.title,
    body: draft.body,
    baseVersion: draft.version,
    dirty: false,
    revision: 0,
    archivedAt: draft.archivedAt,
    createdAt: draft.createdAt,
    updatedAt: draft.updatedAt,
    conflict: null,
  }
}

/** The member changed the text. */
export function withText(draft: LocalDraft, text: DraftText, now = new Date()): LocalDraft {
  return { ...draft, ...text, dirty: true, revision: draft.revision + 1, updatedAt: now.toISOString() }
}

export const displayTitle = (title: string) => title.trim() || 'Untitled draft'
