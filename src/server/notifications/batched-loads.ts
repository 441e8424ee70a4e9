// Members polling for the first time (after a start-up, every member at once) are read from the
// table together: the loads asked for in one turn of the event loop become one query.
import type { LoadUnread, UnreadList } from './poll-cache'

type LoadMany = (userIds: readonly string[], limit: number) => Promise<Map<string, UnreadList>>

const largestBatch = 500

export function batchedLoads(loadMany: LoadMany): LoadUnread {
  let waiting: Map<
    string,
    { limit: number; answers: Array<{ resolve: (list: UnreadList) => void; reject: (error: unknown) => void }> }
  > | null = null

  const flush = () => {
    const batch = waiting
    waiting = null
    if (!batch) return
    const ids = [...batch.keys()]
    for (let start = 0; start < ids.length; start += largestBatch) {
      const part = ids.slice(start, start + largestBatch)
      const limit = Math.max(...part.map((id) => batch.get(id)!.limit))
      loadMany(part, limit).then(
        (lists) => {
          for (const id of part) for (const answer of batch.get(id)!.answers) answer.resolve(lists.get(id) ?? [])
        },
        (error: unknown) => {
          for (const id of part) for (const answer of batch.get(id)!.answers) answer.reject(error)
        },
      )
    }
  }

  return (userId, limit) =>
    new Promise<UnreadList>((resolve, reject) => {
      if (!waiting) {
        waiting = new Map()
        setImmediate(flush)
      }
      const entry = waiting.get(userId) ?? { limit, answers: [] }
      entry.answers.push({ resolve, reject })
      waiting.set(userId, entry)
    })
}
