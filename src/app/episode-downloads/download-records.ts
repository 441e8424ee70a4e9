// Store of downloaded episodes: a record per episode (its summary, size, when) in the small
// IndexedDB database `episode-downloads`, beside the audio itself in the Cache Storage cache of the
// same name, which the service worker answers the player from. Apart from the app's database so it
// needs no upgrade of it; emptied only by the listener (Remove, Remove all) or by the browser when
// it evicts the site's storage, which takes both together. Records are validated when read.
import type { DBSchema, IDBPDatabase } from 'idb'
import { openOnDevice } from '../offline/open-on-device'
import { z } from 'zod/mini'
import { episodeSummarySchema } from '#contract/episodes'
import { readOrReport } from '../offline/stored-records'

export const downloadsCacheName = 'episode-downloads'
export const downloadsDatabaseName = 'episode-downloads'

export const downloadRecordSchema = z.object({
  episode: episodeSummarySchema,
  /** The absolute URL the audio is kept under in the cache. */
  url: z.string(),
  size: z.int().check(z.gte(0)),
  downloadedAt: z.number(),
})
export type DownloadRecord = z.infer<typeof downloadRecordSchema>

interface DownloadsSchema extends DBSchema {
  downloads: { key: string; value: DownloadRecord }
}

export interface DownloadRecords {
  /** The records that read as one (newest first); one that does not is kept, unread, and reported. */
  all(): Promise<DownloadRecord[]>
  /** The audio URL of every record, read or not: its audio is a download, never a stray. */
  urls(): Promise<Set<string>>
  get(episodeId: string): Promise<DownloadRecord | null>
  put(record: DownloadRecord): Promise<void>
  remove(episodeId: string): Promise<void>
  clear(): Promise<void>
}

export function downloadRecords(open: () => Promise<IDBPDatabase<DownloadsSchema>>): DownloadRecords {
  const valid = (raw: unknown, key: unknown) => readOrReport('downloads', key, downloadRecordSchema, raw) ?? null
  return {
    async all() {
      const db = await open()
      const [keys, values] = await Promise.all([
        db.getAllKeys('downloads'),
        db.getAll('downloads') as Promise<unknown[]>,
      ])
      const records = values.flatMap((raw, index) => valid(raw, keys[index]) ?? [])
      return records.sort((a, b) => b.downloadedAt - a.downloadedAt)
    },
    async urls() {
      const values = (await (await open()).getAll('downloads')) as unknown[]
      return new Set(
        values.flatMap((raw) =>
          typeof (raw as { url?: unknown } | undefined)?.url === 'string' ? [(raw as { url: string }).url] : [],
        ),
      )
    },
    get: async (episodeId) => valid(await (await open()).get('downloads', episodeId), episodeId),
    async put(record) {
      await (await open()).put('downloads', record, record.episode.id)
    },
    async remove(episodeId) {
      await (await open()).delete('downloads', episodeId)
    },
    async clear() {
      await (await open()).clear('downloads')
    },
  }
}

const opened = new Map<string, Promise<IDBPDatabase<DownloadsSchema>>>()

/** The device's records (in the database of that name), each database opened once, on first use. */
export function deviceDownloadRecords(name = downloadsDatabaseName): DownloadRecords {
  return downloadRecords(() => {
    let database = opened.get(name)
    if (!database) {
      database = openOnDevice<DownloadsSchema>(name, 1, {
        upgrade(created) {
          created.createObjectStore('downloads')
        },
      })
      opened.set(name, database)
    }
    return database
  })
}
