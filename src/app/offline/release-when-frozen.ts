// A page kept in the back/forward cache lets go of its IndexedDB stores. WebKit (Safari, and every
// browser on iOS) freezes the page it leaves right after `pagehide`; a transaction that still needs
// the page (a read whose answer decides the write, a write still being handed over) then never
// finishes, and holds its stores against every other page of the site until the frozen page is
// shown again or thrown away: the next page's reads wait for ever (decision 081). So when the page
// is frozen, the transactions it has not finished are aborted. Every write of the app survives that:
// the sync queue tries again, a draft's text is also in localStorage, the query cache is written
// again, a position is saved again. Where the page ends instead (`persisted` false), closing it
// aborts them anyway.
import { unwrap, wrap, type DBSchema, type IDBPDatabase } from 'idb'

/** Tracks every transaction begun on `db`'s connection and aborts the unfinished ones when the page
 *  is frozen. Returns `db`. */
export function releaseWhenFrozen<S extends DBSchema | unknown>(db: IDBPDatabase<S>): IDBPDatabase<S> {
  const connection = unwrap(db)
  const unfinished = new Set<IDBTransaction>()
  const begin = connection.transaction.bind(connection)
  // idb's wrapper calls the connection's own `transaction`, so every transaction passes here.
  connection.transaction = (...args: Parameters<IDBDatabase['transaction']>) => {
    const transaction = begin(...args)
    unfinished.add(transaction)
    const finished = () => unfinished.delete(transaction)
    // Handled here, so an abort is no unhandled error of the page; whoever awaits it still hears of it.
    wrap(transaction).done.then(finished, finished)
    return transaction
  }
  window.addEventListener('pagehide', (event) => {
    if (!event.persisted) return
    for (const transaction of unfinished) {
      try {
        transaction.abort()
      } catch {
        // already committing: nothing left that needs the page
      }
    }
  })
  return db
}
