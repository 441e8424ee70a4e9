// Share links of a session, owner only. The link id is the secret (128 random bits, base64url).
import { and, asc, eq } from 'drizzle-orm'
import type { ShareLink } from '#contract/sessions'
import type { Database } from '../db/database'
import { newId } from '../db/ids'
import { shareLinks } from '../db/schema'
import { HttpError } from '../http/errors'
import { ownedSession } from './access'
import { unknownRoleMessage } from './service'

type ShareLinkRow = typeof shareLinks.$inferSelect
export const linkNotFoundMessage = 'This link does not exist.'

export function toShareLink(row: ShareLinkRow): ShareLink {
  return {
    linkId: row.id,
    sessionId: row.sessionId,
    roleId: row.roleId,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revoked: row.revokedAt !== null,
    createdAt: row.createdAt.toISOString(),
  }
}

export async function listLinks(db: Database, sessionId: string, userId: string): Promise<ShareLink[]> {
  await ownedSession(db, sessionId, userId)
  const rows = await db
    .select()
    .from(shareLinks)
    .where(eq(shareLinks.sessionId, sessionId))
    .orderBy(asc(shareLinks.createdAt), asc(shareLinks.id))
  return rows.map(toShareLink)
}

export async function createLink(
  db: Database,
  sessionId: string,
  userId: string,
  input: { roleId: string | null; expiresInHours: number | null },
  now: Date,
): Promise<ShareLink> {
  const session = await ownedSession(db, sessionId, userId)
  if (input.roleId !== null && !session.script.roles.some((role) => role.id === input.roleId)) {
    throw new HttpError(400, unknownRoleMessage)
  }
  const expiresAt = input.expiresInHours === null ? null : new Date(now.getTime() + input.expiresInHours * 3_600_000)
  const [row] = await db
    .insert(shareLinks)
    .values({ id: newId(), sessionId, roleId: input.roleId, expiresAt, createdAt: now })
    .returning()
  return toShareLink(row!)
}

/** Revoking twice is fine (the first time counts). */
export async function revokeLink(
  db: Database,
  sessionId: string,
  userId: string,
  linkId: string,
  now: Date,
): Promise<void> {
  await ownedSession(db, sessionId, userId)
  const [row] = await db
    .select({ revokedAt: shareLinks.revokedAt })
    .from(shareLinks)
    .where(and(eq(shareLinks.id, linkId), eq(shareLinks.sessionId, sessionId)))
  if (!row) throw new HttpError(404, linkNotFoundMessage)
  if (row.revokedAt) return
  await db.update(shareLinks).set({ revokedAt: now }).where(eq(shareLinks.id, linkId))
}
