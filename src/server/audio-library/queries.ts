// Reads and writes of library audio rows, and their contract shape. Who may see which row is decided
// in access.ts; these functions take the owner as given.
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { LibraryAudio, LibraryAudioType } from '#contract/audio-library'
import type { Page } from '#contract/pagination'
import type { Database } from '../db/database'
import { keyset, toPage } from '../http/page-cursor'
import { libraryAudio } from './schema'

export type LibraryAudioRow = typeof libraryAudio.$inferSelect
export type NewLibraryAudioRow = typeof libraryAudio.$inferInsert

export function toLibraryAudio(row: LibraryAudioRow): LibraryAudio {
  const attribution =
    row.freesoundId !== null
      ? {
          freesoundId: row.freesoundId,
          url: row.sourceUrl ?? '',
          author: row.author ?? '',
          licenceName: row.licenceName ?? '',
          licenceUrl: row.licenceUrl ?? '',
          attribution: row.attribution ?? '',
        }
      : null
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    mime: row.mime,
    size: row.size,
    durationMs: row.durationMs,
    trimStartMs: row.trimStartMs,
    trimEndMs: row.trimEndMs,
    source: row.source,
    attribution,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

export async function findLibraryAudio(db: Database, id: string): Promise<LibraryAudioRow | null> {
  const [row] = await db.select().from(libraryAudio).where(eq(libraryAudio.id, id))
  return row ?? null
}

export async function findFreesoundImport(
  db: Database,
  ownerId: string,
  freesoundId: number,
): Promise<LibraryAudioRow | null> {
  const [row] = await db
    .select()
    .from(libraryAudio)
    .where(and(eq(libraryAudio.ownerId, ownerId), eq(libraryAudio.freesoundId, freesoundId)))
  return row ?? null
}

export async function usedBytesOf(db: Database, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string | number | null>`sum(${libraryAudio.size})` })
    .from(libraryAudio)
    .where(eq(libraryAudio.ownerId, ownerId))
  return Number(row?.bytes ?? 0)
}

export async function storageKeysOf(db: Database, ownerId: string): Promise<string[]> {
  const rows = await db
    .select({ key: libraryAudio.storageKey })
    .from(libraryAudio)
    .where(eq(libraryAudio.ownerId, ownerId))
  return rows.map((row) => row.key)
}

/** `%`, `_` and `\` stand for themselves in a search word. */
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

export interface LibraryListQuery {
  type?: LibraryAudioType | undefined
  q?: string | undefined
  cursor?: string | undefined
  limit: number
}

const newestFirst = keyset(libraryAudio.createdAt, libraryAudio.id, 'desc')

/** The owner's audio, newest first; every word of `q` in the title or the attribution. */
export async function listLibraryAudio(
  db: Database,
  ownerId: string,
  query: LibraryListQuery,
): Promise<Page<LibraryAudio>> {
  const words = (query.q ?? '').split(/\s+/).filter((word) => word.length > 0)
  const conditions: (SQL | undefined)[] = [
    eq(libraryAudio.ownerId, ownerId),
    query.type ? eq(libraryAudio.type, query.type) : undefined,
    ...words.map((word) =>
      or(ilike(libraryAudio.title, likePattern(word)), ilike(libraryAudio.attribution, likePattern(word))),
    ),
    newestFirst.after(query.cursor),
  ]
  const rows = await db
    .select()
    .from(libraryAudio)
    .where(and(...conditions))
    .orderBy(...newestFirst.orderBy)
    .limit(query.limit + 1)
  return toPage(rows, query.limit, toLibraryAudio, (row) => [row.createdAt, row.id])
}
