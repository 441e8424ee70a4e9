// Looks into the app's IndexedDB from inside the page (database and store names are the app's,
// src/app/offline/database.ts), for tests and benchmarks that wait on captured audio.
import { expect, type Page } from '@playwright/test'

/** How many ~1 s audio chunks the device holds (of every take not yet uploaded). */
export function countRecordingChunks(page: Page): Promise<number> {
  return page.evaluate(async () => {
    // Opening a database that does not exist would create it empty, at a version the app's upgrade
    // steps would then skip: only look once the app has made it.
    if (!(await indexedDB.databases()).some((database) => database.name === 'voice-acting')) return 0
    return new Promise<number>((resolve, reject) => {
      const opening = indexedDB.open('voice-acting')
      opening.onerror = () => reject(opening.error ?? new Error('IndexedDB did not open'))
      opening.onsuccess = () => {
        const db = opening.result
        if (!db.objectStoreNames.contains('recording-chunks')) {
          db.close()
          resolve(0)
          return
        }
        const counting = db.transaction('recording-chunks').objectStore('recording-chunks').count()
        counting.onsuccess = () => {
          db.close()
          resolve(counting.result)
        }
        counting.onerror = () => {
          db.close()
          reject(counting.error ?? new Error('count failed'))
        }
      }
    })
  })
}

/** Waits until the device holds more chunks than `before`: the recorder has captured audio. */
export async function waitForCapturedChunk(page: Page, before: number): Promise<void> {
  await expect.poll(() => countRecordingChunks(page), { message: 'an audio chunk in IndexedDB' }).toBeGreaterThan(before)
}
