// Looks into the app's IndexedDB from inside the page (database and store names are the app's,
// src/app/offline/database.ts), for tests and benchmarks that wait on captured audio.
import { expect, type Page } from '@playwright/test'
import { appStoreCount } from '#tests/engines/support/in-page'

/** How many ~1 s audio chunks the device holds (of every take not yet uploaded). */
export function countRecordingChunks(page: Page): Promise<number> {
  return page.evaluate(appStoreCount, 'recording-chunks')
}

/** Waits until the device holds more chunks than `before`: the recorder has captured audio. */
export async function waitForCapturedChunk(page: Page, before: number): Promise<void> {
  await expect
    .poll(() => countRecordingChunks(page), { message: 'an audio chunk in IndexedDB' })
    .toBeGreaterThan(before)
}

/** The audio of the take this device started last, from its chunks in IndexedDB (a take still on the
 *  device: offline, or not uploaded yet), as bytes. */
export function newestTakeOnDevice(page: Page): Promise<number[]> {
  return page.evaluate(
    () =>
      new Promise<number[]>((resolve, reject) => {
        const opening = indexedDB.open('voice-acting')
        opening.onerror = () => reject(opening.error ?? new Error('IndexedDB did not open'))
        opening.onsuccess = () => {
          const db = opening.result
          const tx = db.transaction(['takes', 'recording-chunks'])
          const takes = tx.objectStore('takes').getAll()
          takes.onsuccess = () => {
            const newest = (takes.result as Array<{ id: string; startedAt: string }>)
              .sort((a, b) => a.startedAt.localeCompare(b.startedAt))
              .at(-1)
            if (!newest) return reject(new Error('no take on the device'))
            const chunks = tx
              .objectStore('recording-chunks')
              .getAll(IDBKeyRange.bound([newest.id, 0], [newest.id, Number.MAX_SAFE_INTEGER]))
            chunks.onsuccess = () => {
              db.close()
              const parts = (chunks.result as Array<{ data: ArrayBuffer }>).map((chunk) => new Uint8Array(chunk.data))
              resolve(parts.flatMap((part) => [...part]))
            }
          }
        }
      }),
  )
}
