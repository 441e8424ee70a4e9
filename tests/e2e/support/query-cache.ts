// The query cache the app persisted in IndexedDB, read from inside the page.

/** The persisted query cache as text ('' before the app wrote it). Runs in the page. */
export async function savedQueryCache(): Promise<string> {
  if (!(await indexedDB.databases()).some((database) => database.name === 'voice-acting')) return ''
  return new Promise<string>((resolve, reject) => {
    const opening = indexedDB.open('voice-acting')
    opening.onerror = () => reject(opening.error ?? new Error('IndexedDB did not open'))
    opening.onsuccess = () => {
      const db = opening.result
      if (!db.objectStoreNames.contains('query-cache')) {
        db.close()
        return resolve('')
      }
      const reading = db.transaction('query-cache').objectStore('query-cache').get('client')
      reading.onsuccess = () => {
        db.close()
        resolve(JSON.stringify(reading.result ?? ''))
      }
      reading.onerror = () => reject(reading.error ?? new Error('IndexedDB did not read'))
    }
  })
}
