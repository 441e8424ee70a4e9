import type { LocalTake } from '#app/takes/takes-store'
import { newId } from '#shared/new-id'

/** A take record as the recorder makes it; override what the test is about. */
export function takeRecord(overrides: Partial<LocalTake> = {}): LocalTake {
  return {
    id: newId(),
    sessionId: 'session-1',
    lineId: 'line-1',
    userId: 'user-1',
    mime: 'audio/webm;codecs=opus',
    startedAt: new Date().toISOString(),
    durationMs: 0,
    state: 'recording',
    bytes: 0,
    uploadedBytes: 0,
    uploadUrl: null,
    uploadError: null,
    ...overrides,
  }
}

/** `count` chunks of `size` bytes with recognisable contents (chunk i is filled from i). */
export function audioChunks(count: number, size: number): Uint8Array[] {
  return Array.from({ length: count }, (_, index) => {
    const chunk = new Uint8Array(size)
    for (let byte = 0; byte < size; byte++) chunk[byte] = (index * 31 + byte) % 256
    return chunk
  })
}

export function joined(chunks: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0))
  let at = 0
  for (const chunk of chunks) {
    all.set(chunk, at)
    at += chunk.length
  }
  return all
}

/** Byte equality without a deep, element-by-element comparison (takes run to megabytes). */
export const sameBytes = (a: Uint8Array | undefined, b: Uint8Array) => a !== undefined && Buffer.compare(a, b) === 0

export async function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer())
}
