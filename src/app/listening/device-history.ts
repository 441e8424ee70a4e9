// A signed-out listener's podcast history, on this device only: one entry per episode played here
// (the episode as it was, where they stopped, when), in a small database of its own so the app's
// database needs no new version for visitors. Kept until the listener removes an entry, at most
// `deviceHistoryMax` entries (the oldest go first); entries that do not read as one are dropped.
import type { DBSchema, IDBPDatabase } from 'idb'
import { historyEntrySchema, type HistoryEntry } from '#contract/listening'
import { openOnDevice } from '../offline/open-on-device'

export const deviceHistoryName = 'voice-acting-podcast-history'
export const deviceHistoryMax = 200

interface HistorySchema extends DBSchema {
  listens: { key: string; value: HistoryEntry & { episodeId: string } }
}

export interface DeviceHistory {
  /** Newest first. */
  all(): Promise<HistoryEntry[]>
  get(episodeId: string): Promise<HistoryEntry | null>
  put(entry: HistoryEntry): Promise<void>
  remove(episodeId: string): Promise<void>
}

const byNewest = (a: HistoryEntry, b: HistoryEntry) => b.listenedAt.localeCompare(a.listenedAt)

/** The history in `factory`'s IndexedDB; where there is none, an empty history that keeps nothing. */
export function openDeviceHistory(
  factory: IDBFactory | null = globalThis.indexedDB ?? null,
  name = deviceHistoryName,
): DeviceHistory {
  let opening: Promise<IDBPDatabase<HistorySchema> | null> | null = null
  const database = () =>
    (opening ??= factory
      ? openOnDevice<HistorySchema>(name, 1, {
          upgrade: (db) => {
            db.createObjectStore('listens', { keyPath: 'episodeId' })
          },
        }).catch(() => null)
      : Promise.resolve(null))

  async function all(): Promise<HistoryEntry[]> {
    const db = await database()
    if (!db) return []
    const entries: HistoryEntry[] = []
    for (const raw of (await db.getAll('listens')) as unknown[]) {
      const parsed = historyEntrySchema.safeParse(raw)
      if (parsed.success) entries.push(parsed.data)
    }
    return entries.sort(byNewest)
  }

  return {
    all,
    async get(episodeId) {
      const db = await database()
      const parsed = historyEntrySchema.safeParse(await db?.get('listens', episodeId))
      return parsed.success ? parsed.data : null
    },
    async put(entry) {
      const db = await database()
      if (!db) return
      await db.put('listens', { ...entry, episodeId: entry.episode.id })
      const entries = await all()
      await Promise.all(entries.slice(deviceHistoryMax).map((old) => db.delete('listens', old.episode.id)))
    },
    async remove(episodeId) {
      await (await database())?.delete('listens', episodeId)
    },
  }
}

let shared: DeviceHistory | null = null
/** This browser's history, opened on first use. */
export const deviceHistory = (): DeviceHistory => (shared ??= openDeviceHistory())
