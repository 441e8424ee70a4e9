// Runs in the page: writes into the app's IndexedDB a take exactly as the previous version left it
// on Firefox: Ogg bytes recorded under the asked-for `audio/webm;codecs=opus`, refused by the server
// (415) for good, its upload's queue item failed (store names and shapes are the app's, version 2).
export async function seedRefusedTake(seed: {
  sessionId: string
  lineId: string
  userId: string
  bytes: number[]
}): Promise<void> {
  const refusal = 'This file is not the audio its type says (WebM, MP4 or Ogg expected).'
  const id = `seeded${Date.now()}take`
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const opening = indexedDB.open('voice-acting')
    opening.onsuccess = () => resolve(opening.result)
    opening.onerror = () => reject(opening.error ?? new Error('IndexedDB did not open'))
  })
  const tx = db.transaction(['takes', 'recording-chunks', 'sync-queue'], 'readwrite')
  tx.objectStore('takes').put({
    id,
    sessionId: seed.sessionId,
    lineId: seed.lineId,
    userId: seed.userId,
    mime: 'audio/webm;codecs=opus',
    startedAt: new Date().toISOString(),
    durationMs: 1500,
    state: 'saved',
    bytes: seed.bytes.length,
    uploadedBytes: 0,
    uploadUrl: null,
    uploadError: refusal,
  })
  tx.objectStore('recording-chunks').put({ takeId: id, seq: 0, data: new Uint8Array(seed.bytes).buffer })
  tx.objectStore('sync-queue').put({
    id: `${id}-queue`,
    kind: 'upload',
    key: `take:${id}`,
    attempts: 1,
    nextAttemptAt: null,
    lastError: refusal,
  })
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve()
    tx.onerror = () => reject(tx.error ?? new Error('the seed was not written'))
  })
  db.close()
}
