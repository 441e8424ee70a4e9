import { describe, expect, it } from 'vitest'
import { NotificationPollCache, type UnreadList } from '#server/notifications/poll-cache'

/** A table read that the test finishes by hand, counting how often the table is read. */
function manualLoads() {
  const reads: Array<(list: UnreadList) => void> = []
  const load = () => new Promise<UnreadList>((resolve) => reads.push(resolve))
  return { load, reads }
}

describe('the poll cache', () => {
  it('keeps a member known when a notification is heard while their first read is under way', async () => {
    const { load, reads } = manualLoads()
    const cache = new NotificationPollCache(load)
    const first = cache.count('ann', 0)
    // The commit's message arrives before the read answers (the read may have begun before that commit).
    cache.add('ann', [['n2', 2000]])
    reads[0]!([{ id: 'n1', at: 1000 }])
    expect(await first).toBe(1)
    // From memory now, with both: no second read of the table.
    expect(await cache.count('ann', 0)).toBe(2)
    expect(await cache.count('ann', 1500)).toBe(1)
    expect(reads).toHaveLength(1)
  })

  it('reads the table again when a notification was read while the first read was under way', async () => {
    const { load, reads } = manualLoads()
    const cache = new NotificationPollCache(load)
    const first = cache.count('ann', 0)
    cache.add('ann', [['n2', 2000]])
    cache.forget(['ann'])
    reads[0]!([
      { id: 'n1', at: 1000 },
      { id: 'n2', at: 2000 },
    ])
    expect(await first).toBe(2)
    const second = cache.count('ann', 0)
    expect(reads).toHaveLength(2)
    reads[1]!([{ id: 'n1', at: 1000 }])
    expect(await second).toBe(1)
  })
})
