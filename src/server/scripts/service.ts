// Script writes: create is idempotent by the app's id; save names the version it started from
// and is refused with the current script when another device saved first; only the owner writes.
import { and, eq } from 'drizzle-orm'
import type { Script, ScriptContent } from '#contract/scripts'
import type { AuthContext } from '../auth/guard'
import type { Database } from '../db/database'
import { scripts } from '../db/schema'
import { findDraft } from '../drafts/queries'
import { HttpError } from '../http/errors'
import { templateNotFoundMessage } from '../templates/catalog'
import { editableScript, scriptNotFoundMessage } from './access'
import { checkContent, summaryNumbers } from './content-rules'
import { findScript } from './queries'
import { toScript } from './view'
import { replaceRolesAndLines } from './store'

export const scriptConflictMessage = 'This script was changed on another device.'
export const scriptIdTakenMessage =
  'This script id is already used by another script. Create the script again with a new id.'
export const sourceDraftMissingMessage = 'The draft this script is made from does not exist.'

const asOwner = { isOwner: true, seesProtected: true }

export interface NewScript extends ScriptContent {
  id: string
  sourceDraftId: string | null
  templateId: string | null
}

export async function createScript(
  db: Database,
  auth: AuthContext,
  input: NewScript,
  options: { now: Date; templateExists: (id: string) => boolean },
): Promise<{ script: Script; created: boolean }> {
  const repeat = await repeatedCreate(db, auth, input.id)
  if (repeat) return { script: repeat, created: false }
  checkContent(input)
  if (input.sourceDraftId !== null) {
    const draft = await findDraft(db, input.sourceDraftId)
    if (draft?.ownerId !== auth.userId) throw new HttpError(400, sourceDraftMissingMessage)
  }
  if (input.templateId !== null && !options.templateExists(input.templateId))
    throw new HttpError(400, templateNotFoundMessage)

  const { roles, lines, id, ...fields } = input
  const inserted = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(scripts)
      .values({
        ...fields,
        id,
        ownerId: auth.userId,
        ...summaryNumbers(input),
        createdAt: options.now,
        updatedAt: options.now,
      })
      .onConflictDoNothing({ target: scripts.id })
      .returning({ id: scripts.id })
    if (row) await replaceRolesAndLines(tx, id, { roles, lines })
    return row !== undefined
  })
  if (!inserted) {
    // Another request with this id won the race: answer as a repeat.
    const raced = await repeatedCreate(db, auth, id)
    if (raced) return { script: raced, created: false }
    throw new Error(`script ${id} neither inserted nor found`)
  }
  const found = await findScript(db, id)
  if (!found) throw new Error(`script ${id} vanished after insert`)
  return { script: await toScript(db, found, asOwner), created: true }
}

/** The member's script with this id as it is (a repeated create), or 409 when the id is someone else's. */
async function repeatedCreate(db: Database, auth: AuthContext, id: string): Promise<Script | null> {
  const existing = await findScript(db, id)
  if (!existing) return null
  if (existing.script.ownerId !== auth.userId) throw new HttpError(409, scriptIdTakenMessage)
  return toScript(db, existing, asOwner)
}

export async function saveScript(
  db: Database,
  auth: AuthContext,
  id: string,
  input: ScriptContent & { baseVersion: number },
  now: Date,
): Promise<Script> {
  const current = await editableScript(db, id, auth)
  checkContent(input)
  const { roles, lines, baseVersion, ...fields } = input
  if (current.script.version === baseVersion) {
    const saved = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(scripts)
        .set({ ...fields, ...summaryNumbers(input), version: baseVersion + 1, updatedAt: now })
        // Check and write in one step: two saves from the same version cannot both succeed.
        .where(and(eq(scripts.id, id), eq(scripts.version, baseVersion)))
        .returning({ id: scripts.id })
      if (row) await replaceRolesAndLines(tx, id, { roles, lines })
      return row !== undefined
    })
    if (saved) return loadAsOwner(db, id)
  }
  throw new HttpError(409, scriptConflictMessage, { current: await loadAsOwner(db, id) })
}

export async function removeScript(db: Database, auth: AuthContext, id: string): Promise<void> {
  await editableScript(db, id, auth)
  await db.delete(scripts).where(eq(scripts.id, id))
}

async function loadAsOwner(db: Database, id: string): Promise<Script> {
  const found = await findScript(db, id)
  if (!found) throw new HttpError(404, scriptNotFoundMessage)
  return toScript(db, found, asOwner)
}
