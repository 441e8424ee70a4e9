// Draft rules: only the owner sees a draft (anyone else gets the same 404 as for a missing one);
// a create repeated with the same id is the same write; a save names the version it started
// from, and a save from an older version is refused with the current draft, never applied.
import { and, eq } from 'drizzle-orm'
import type { Draft } from '#contract/drafts'
import { countWords } from '#shared/speech'
import type { Database } from '../db/database'
import { drafts } from '../db/schema'
import { HttpError } from '../http/errors'
import { findDraft, toDraft, type DraftRow } from './queries'

export const draftNotFoundMessage = 'This draft does not exist.'
export const draftConflictMessage = 'This draft was changed on another device.'
export const draftIdTakenMessage =
  'This draft id is already used by another member. Create the draft again with a new id.'
export const archiveFirstMessage = 'Archive the draft before deleting it.'

export const excerptLength = 160

/** The numbers a draft list shows, computed once when the body is written. */
export function summaryColumns(body: string): { excerpt: string; wordCount: number } {
  // Collapse only the start of the body: an excerpt never needs more than this.
  const start = body
    .slice(0, excerptLength * 8)
    .replace(/\s+/g, ' ')
    .trim()
  return { excerpt: start.slice(0, excerptLength), wordCount: countWords(body) }
}

export async function ownDraft(db: Database, ownerId: string, id: string): Promise<DraftRow> {
  const row = await findDraft(db, id)
  if (!row || row.ownerId !== ownerId) throw new HttpError(404, draftNotFoundMessage)
  return row
}

/** The draft and whether this call made it (false: it existed already, the call was a repeat). */
export async function createDraft(
  db: Database,
  ownerId: string,
  input: { id: string; title: string; body: string },
  now: Date,
): Promise<{ draft: Draft; created: boolean }> {
  const [inserted] = await db
    .insert(drafts)
    .values({ ...input, ownerId, ...summaryColumns(input.body), version: 1, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: drafts.id })
    .returning()
  if (inserted) return { draft: toDraft(inserted), created: true }
  const existing = await findDraft(db, input.id)
  if (!existing) throw new Error(`draft ${input.id} neither inserted nor found`)
  if (existing.ownerId !== ownerId) throw new HttpError(409, draftIdTakenMessage)
  return { draft: toDraft(existing), created: false }
}

export async function saveDraft(
  db: Database,
  ownerId: string,
  id: string,
  input: { title: string; body: string; baseVersion: number },
  now: Date,
): Promise<Draft> {
  const current = await ownDraft(db, ownerId, id)
  if (current.version === input.baseVersion) {
    const [saved] = await db
      .update(drafts)
      .set({
        title: input.title,
        body: input.body,
        ...summaryColumns(input.body),
        version: input.baseVersion + 1,
        updatedAt: now,
      })
      // The version in the condition makes the check and the write one step: two saves from the
      // same version cannot both succeed.
      .where(and(eq(drafts.id, id), eq(drafts.version, input.baseVersion)))
      .returning()
    if (saved) return toDraft(saved)
  }
  const latest = await ownDraft(db, ownerId, id)
  throw new HttpError(409, draftConflictMessage, { current: toDraft(latest) })
}

/** Archive (true) or restore (false); asking for the state it is already in changes nothing. */
export async function setArchived(
  db: Database,
  ownerId: string,
  id: string,
  archived: boolean,
  now: Date,
): Promise<Draft> {
  const current = await ownDraft(db, ownerId, id)
  if ((current.archivedAt !== null) === archived) return toDraft(current)
  const [row] = await db
    .update(drafts)
    .set({ archivedAt: archived ? now : null, updatedAt: now })
    .where(eq(drafts.id, id))
    .returning()
  if (!row) throw new HttpError(404, draftNotFoundMessage)
  return toDraft(row)
}

export async function removeDraft(db: Database, ownerId: string, id: string): Promise<void> {
  const current = await ownDraft(db, ownerId, id)
  if (current.archivedAt === null) throw new HttpError(409, archiveFirstMessage)
  await db.delete(drafts).where(eq(drafts.id, id))
}
