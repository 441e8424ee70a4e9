// The answer to GET /api/notifications/new from memory (decision 054): per member, the ids and
// times of their newest unread notifications, loaded from the table on the member's first poll and
// kept in step by announcements (announce.ts). The table stays the truth: whenever an entry is in
// doubt it is dropped, and the member's next poll reads the table again.

/** Newest first. */
export type UnreadList = ReadonlyArray<{ id: string; at: number }>

export type LoadUnread = (userId: string, limit: number) => Promise<UnreadList>

export interface PollCacheLimits {
  /** Unread notifications kept per member: counts are exact up to this many. */
  keptPerMember: number
  /** Members kept; the one polled longest ago goes first. */
  maxMembers: number
}

export const defaultPollCacheLimits: PollCacheLimits = { keptPerMember: 100, maxMembers: 200_000 }

interface Loading {
  promise: Promise<UnreadList>
  /** Something changed for the member while the table was read: answer with it, keep nothing. */
  stale: boolean
  /** Notifications heard on commit while the table was read: kept with what the read found (it
   *  may have read before that commit), so a member written to just then stays known. */
  added: Map<string, number>
}

export class NotificationPollCache {
  /** In the order members last polled (a Map keeps insertion order). */
  private readonly members = new Map<string, UnreadList>()
  private readonly loading = new Map<string, Loading>()
  /** False while announcements from other processes may be missed (the LISTEN connection is down). */
  private live = true

  constructor(
    private readonly load: LoadUnread,
    private readonly limits: PollCacheLimits = defaultPollCacheLimits,
  ) {}

  /** How many of the member's unread notifications are newer than `after` (ms). */
  async count(userId: string, after: number): Promise<number> {
    const known = this.members.get(userId)
    if (known) {
      this.members.delete(userId)
      this.members.set(userId, known)
      return countAfter(known, after)
    }
    return countAfter(await this.fill(userId), after)
  }

  /** The members' unread notifications changed in a way we were not told: read them again. */
  forget(userIds: readonly string[]): void {
    for (const userId of userIds) {
      this.members.delete(userId)
      const loading = this.loading.get(userId)
      if (loading) loading.stale = true
    }
  }

  /** Unread notifications written or refreshed (as heard on commit). */
  add(userId: string, unread: ReadonlyArray<readonly [string, number]>): void {
    const loading = this.loading.get(userId)
    if (loading) for (const [id, at] of unread) loading.added.set(id, at)
    const known = this.members.get(userId)
    if (!known) return
    this.members.set(userId, this.merged(known, new Map(unread)))
  }

  /** Other processes' changes may go unheard from now on: answer from the table until resume(). */
  suspend(): void {
    this.live = false
    this.forgetAll()
  }

  /** Heard again; what was missed meanwhile is unknown, so start empty. */
  resume(): void {
    this.forgetAll()
    this.live = true
  }

  /** Members held now (for tests and figures). */
  get size(): number {
    return this.members.size
  }

  private forgetAll(): void {
    this.members.clear()
    for (const loading of this.loading.values()) loading.stale = true
  }

  private fill(userId: string): Promise<UnreadList> {
    const pending = this.loading.get(userId)
    if (pending) return pending.promise
    const loading: Loading = { promise: Promise.resolve([]), stale: !this.live, added: new Map() }
    loading.promise = this.load(userId, this.limits.keptPerMember).finally(() => {
      if (this.loading.get(userId) === loading) this.loading.delete(userId)
    })
    loading.promise.then(
      (list) => {
        if (!loading.stale) this.remember(userId, loading.added.size > 0 ? this.merged(list, loading.added) : list)
      },
      () => undefined,
    )
    this.loading.set(userId, loading)
    return loading.promise
  }

  /** `list` with `fresh` in it (by id), newest first, as many as a member keeps. */
  private merged(list: UnreadList, fresh: ReadonlyMap<string, number>): UnreadList {
    const all = [...list.filter((entry) => !fresh.has(entry.id)), ...[...fresh].map(([id, at]) => ({ id, at }))]
    all.sort((a, b) => b.at - a.at)
    return all.slice(0, this.limits.keptPerMember)
  }

  private remember(userId: string, list: UnreadList): void {
    this.members.set(userId, list)
    if (this.members.size > this.limits.maxMembers) {
      const oldest = this.members.keys().next()
      if (!oldest.done) this.members.delete(oldest.value)
    }
  }
}

function countAfter(list: UnreadList, after: number): number {
  let count = 0
  while (count < list.length && list[count]!.at > after) count++
  return count
}
