// Entering a session: from a script (the member's own open session of it, opened when missing)
// or through a share link (joins the member). Both answer `{ id, scriptId }` (SPEC §7).
import { randomInt } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { backgroundTrackCount } from '#contract/sessions'
import type { AuthContext } from '../auth/guard'
import type { Database } from '../db/database'
import { newId } from '../db/ids'
import { sessionParticipants, sessions } from '../db/schema'
import { readableScript } from '../scripts/access'
import { dialogueLineCount, snapshotScript } from './snapshot'

export interface SessionRef {
  id: string
  scriptId: string
}

export async function openSessionForScript(
  db: Database,
  auth: AuthContext,
  scriptId: string,
  now: Date,
): Promise<SessionRef> {
  const { found } = await readableScript(db, scriptId, auth)
  const existing = await findOpenSession(db, scriptId, auth.userId)
  if (existing) return existing
  const script = await snapshotScript(db, found.script)
  await db.transaction(async (tx) => {
    // The partial unique index (one open session per member and script) settles concurrent calls:
    // the loser inserts nothing and reads the winner's session below.
    const [created] = await tx
      .insert(sessions)
      .values({
        id: newId(),
        scriptId,
        ownerId: auth.userId,
        script,
        lineCount: dialogueLineCount(script),
        backgroundTrack: randomInt(1, backgroundTrackCount + 1),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: sessions.id })
    if (!created) return
    await tx.insert(sessionParticipants).values({
      sessionId: created.id,
      userId: auth.userId,
      roleIds: script.roles.map((role) => role.id),
      createdAt: now,
    })
  })
  const opened = await findOpenSession(db, scriptId, auth.userId)
  if (!opened) throw new Error('the open session vanished right after it was opened')
  return opened
}

async function findOpenSession(db: Database, scriptId: string, ownerId: string): Promise<SessionRef | undefined> {
  const [row] = await db
    .select({ id: sessions.id, scriptId: sessions.scriptId })
    .from(sessions)
    .where(and(eq(sessions.scriptId, scriptId), eq(sessions.ownerId, ownerId), eq(sessions.status, 'open')))
  return row
}
