// GET /api/library from the read cache (decision 101): a page of previews per query, the same for
// everyone. Dropped when a script enters or leaves the library or a library script changes
// ("library:true", from the scripts' trigger), or when one of the page's scripts does.
import type { Page } from '#contract/pagination'
import type { LibraryPreview } from '#contract/script-library'
import type { Database } from '../db/database'
import { cachedAnswer, type CachedAnswer } from '../read-cache/cached-answer'
import type { ReadCache } from '../read-cache/read-cache'
import { listLibrary, type LibraryQuery } from './queries'

export function readLibraryPage(
  reads: ReadCache,
  db: Database,
  query: LibraryQuery,
  arrivedAt?: number,
): Promise<CachedAnswer<Page<LibraryPreview>>> {
  const { q, roles, length, free, limit, cursor } = query
  return reads.read(
    `library:${JSON.stringify([q, roles, length, free, limit, cursor])}`,
    async () => {
      const page = await listLibrary(db, query)
      return {
        value: cachedAnswer(page),
        keys: ['library:true', ...page.items.map((item) => `script:${item.id}`)],
      }
    },
    arrivedAt,
  )
}
