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
