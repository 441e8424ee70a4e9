// Hot reads answered from this process's memory (issue 36, decision 101). An entry is a read's
// result with the keys of the rows it was made from ("script:<id>", "user:<id>"); the database
// announces every change to those rows (migration 0021, row-changes.ts) and the entries that name a
// changed key are dropped. The table stays the truth:
// - a read whose rows changed while it was being made is answered but not kept;
// - before answering, `settle` makes sure every change committed before the request arrived has
//   been heard (PostgreSQL: a round trip on the listening connection; PGlite hears them on commit),
//   so no process answers from memory what another process has already acknowledged changing;
// - while changes may go unheard (the listening connection is down), nothing is kept or answered
//   from memory.

export interface Loaded<T> {
  value: T
  /** The keys of the rows the value was made from. */
  keys: readonly string[]
  /** Milliseconds (the cache's clock) after which the value is wrong without any row changing
   *  (a subscription's end); one already past: answered, never kept. */
  validUntil?: number
}

export interface ReadCacheOptions {
  /** Entries kept; the one read longest ago goes first. */
  maxEntries: number
  /** Resolves once every change committed before the call has been heard; rejects when that cannot
   *  be known. Absent: changes are heard on commit (PGlite). */
  settle?: () => Promise<void>
  now?: () => number
}

interface Entry {
  value: unknown
  keys: readonly string[]
  validUntil: number
}

export class ReadCache {
  private readonly entries = new Map<string, Entry>()
  private readonly byKey = new Map<string, Set<string>>()
  /** Changes heard while reads were being made, as the change count when each key last changed. */
  private readonly changedWhileLoading = new Map<string, number>()
  private changeCount = 0
  private loading = 0
  private live = true
  /** Counts suspensions and resumptions: a read made across one is not kept. */
  private epoch = 0
  private readonly settling: Settling

  constructor(private readonly options: ReadCacheOptions) {
    this.settling = new Settling(options.settle)
  }

  /** The value under `id`, from memory when a fresh one is kept, else from `load` (then kept).
   *  `arrivedAt` (performance.now() when the request arrived) lets the reads of one request share
   *  one settle round trip. */
  async read<T>(id: string, load: () => Promise<Loaded<T>>, arrivedAt = performance.now()): Promise<T> {
    const settled = await this.settling.settle(arrivedAt)
    const now = this.now()
    const kept = this.entries.get(id)
    if (kept && settled && this.live && kept.validUntil > now) {
      this.entries.delete(id)
      this.entries.set(id, kept)
      return kept.value as T
    }
    const startedAt = this.changeCount
    const startEpoch = this.epoch
    const keepable = this.live && settled
    this.loading++
    try {
      const loaded = await load()
      if (keepable && this.epoch === startEpoch && !this.changedSince(loaded.keys, startedAt)) this.keep(id, loaded)
      return loaded.value
    } finally {
      if (--this.loading === 0) this.changedWhileLoading.clear()
    }
  }

  /** Rows with these keys changed (as announced): every entry made from one is dropped. */
  changed(keys: readonly string[]): void {
    this.changeCount++
    for (const key of keys) {
      if (this.loading > 0) this.changedWhileLoading.set(key, this.changeCount)
      const ids = this.byKey.get(key)
      if (ids) for (const id of [...ids]) this.drop(id)
    }
  }

  /** Changes may go unheard from now on: keep and answer nothing until `resume`. */
  suspend(): void {
    this.live = false
    this.epoch++
    this.clear()
  }

  /** Heard again; what was missed meanwhile is unknown, so start empty. */
  resume(): void {
    this.epoch++
    this.clear()
    this.live = true
  }

  get size(): number {
    return this.entries.size
  }

  private changedSince(keys: readonly string[], startedAt: number): boolean {
    return keys.some((key) => (this.changedWhileLoading.get(key) ?? 0) > startedAt)
  }

  private keep(id: string, loaded: Loaded<unknown>): void {
    this.drop(id)
    if (loaded.validUntil !== undefined && loaded.validUntil <= this.now()) return
    this.entries.set(id, { value: loaded.value, keys: loaded.keys, validUntil: loaded.validUntil ?? Infinity })
    for (const key of loaded.keys) {
      let ids = this.byKey.get(key)
      if (!ids) this.byKey.set(key, (ids = new Set()))
      ids.add(id)
    }
    if (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next()
      if (!oldest.done) this.drop(oldest.value)
    }
  }

  private drop(id: string): void {
    const entry = this.entries.get(id)
    if (!entry) return
    this.entries.delete(id)
    for (const key of entry.keys) {
      const ids = this.byKey.get(key)
      ids?.delete(id)
      if (ids?.size === 0) this.byKey.delete(key)
    }
  }

  private clear(): void {
    this.entries.clear()
    this.byKey.clear()
  }

  private now(): number {
    return this.options.now ? this.options.now() : Date.now()
  }
}

/** One settle round trip at a time, shared by every request that arrived before it was sent: a
 *  request is settled by a round trip sent after it arrived (one sent before may have left before a
 *  change the request must hear). Resolves true when settled, false when it could not be known. */
class Settling {
  private current: { sentAt: number; done: Promise<boolean> } | null = null
  private next: Promise<boolean> | null = null
  /** When the last round trip that succeeded was sent. */
  private settledSentAt = -Infinity

  constructor(private readonly roundTrip: (() => Promise<void>) | undefined) {}

  settle(arrivedAt: number): Promise<boolean> {
    if (!this.roundTrip || this.settledSentAt >= arrivedAt) return Promise.resolve(true)
    if (!this.current) return this.start()
    if (this.current.sentAt >= arrivedAt) return this.current.done
    this.next ??= this.current.done.then(() => {
      this.next = null
      return this.current ? this.current.done : this.start()
    })
    return this.next
  }

  private start(): Promise<boolean> {
    const sentAt = performance.now()
    const done = this.roundTrip!().then(
      () => {
        this.settledSentAt = Math.max(this.settledSentAt, sentAt)
        return true
      },
      () => false,
    )
    const current = { sentAt, done }
    this.current = current
    void done.then(() => {
      if (this.current === current) this.current = null
    })
    return done
  }
}
