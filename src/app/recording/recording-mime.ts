/** Opus in WebM where the browser records it (Chrome, Firefox, Edge), else AAC in MP4 (Safari). */
export const preferredRecordingMimes = ['audio/webm;codecs=opus', 'audio/mp4'] as const

type IsTypeSupported = (mime: string) => boolean

const browserSupports: IsTypeSupported = (mime) =>
  typeof MediaRecorder !== 'undefined' && typeof MediaRecorder.isTypeSupported === 'function' && MediaRecorder.isTypeSupported(mime)

/** The mime to record with; null when the browser can record neither. */
export function pickRecordingMime(isTypeSupported: IsTypeSupported = browserSupports): string | null {
  return preferredRecordingMimes.find((mime) => isTypeSupported(mime)) ?? null
}

/** The container the upload declares (the server checks it against the bytes): `audio/webm;codecs=opus` → `audio/webm`. */
export function containerOf(mime: string): string {
  return mime.split(';')[0]?.trim().toLowerCase() ?? mime
}
