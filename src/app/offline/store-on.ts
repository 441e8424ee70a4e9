import type { AppDatabase } from './database'

/**
 * One store object per database for `create`: a feature's store keeps its listeners, so every part
 * of the app must share the one made for the open database. `storeOn(createTakesStore)` gives the
 * feature its accessor: `takesOn(services)`, or `takesOn({ db })`.
 */
export function storeOn<T>(create: (db: AppDatabase) => T): (on: { db: AppDatabase }) => T {
  const made = new WeakMap<AppDatabase, T>()
  return ({ db }) => {
    let store = made.get(db)
    if (store === undefined) {
      store = create(db)
      made.set(db, store)
    }
    return store
  }
}
