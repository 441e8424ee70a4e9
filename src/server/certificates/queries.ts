// Reading and writing certificate rows; who may do what is decided in access.ts and service.ts.
import { and, eq, isNull } from 'drizzle-orm'
import type { Page } from '#contract/pagination'
import type { Database } from '../db/database'
import { certificates } from '../db/schema'
import { keyset, toPage } from '../http/page-cursor'

export type CertificateRow = typeof certificates.$inferSelect
export type NewCertificateRow = typeof certificates.$inferInsert

export async function findCertificate(db: Database, id: string): Promise<CertificateRow | undefined> {
  const [row] = await db.select().from(certificates).where(eq(certificates.id, id))
  return row
}

export async function insertCertificate(db: Database, row: NewCertificateRow): Promise<CertificateRow> {
  const [inserted] = await db.insert(certificates).values(row).returning()
  return inserted!
}

/** Marks it revoked unless it already is; undefined when it already was (or is gone). */
export async function markRevoked(
  db: Database,
  id: string,
  at: Date,
  reason: string,
): Promise<CertificateRow | undefined> {
  const [row] = await db
    .update(certificates)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(certificates.id, id), isNull(certificates.revokedAt)))
    .returning()
  return row
}

const newestFirst = keyset(certificates.issuedAt, certificates.id, 'desc')

export interface PageRequest {
  limit: number
  cursor?: string | undefined
}

/** Certificates given to `userId`, or issued by them (`by: 'issuer'`), newest first. */
export async function certificatePage(
  db: Database,
  userId: string,
  by: 'recipient' | 'issuer',
  request: PageRequest,
): Promise<Page<CertificateRow>> {
  const owner = by === 'recipient' ? eq(certificates.userId, userId) : eq(certificates.issuerId, userId)
  const rows = await db
    .select()
    .from(certificates)
    .where(and(owner, newestFirst.after(request.cursor)))
    .orderBy(...newestFirst.orderBy)
    .limit(request.limit + 1)
  return toPage(
    rows,
    request.limit,
    (row) => row,
    (row) => [row.issuedAt, row.id],
  )
}
