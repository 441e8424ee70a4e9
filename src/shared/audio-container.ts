// The three audio containers a take or an intro may be, told by their first bytes. The app declares
// a take's container from these bytes (never from the mime it asked the recorder for) and the
// server checks the declared one against them with the same function.

export const audioContainers = ['audio/webm', 'audio/mp4', 'audio/ogg'] as const
export type AudioContainer = (typeof audioContainers)[number]

/** Bytes enough to tell the three apart. */
export const containerHeaderBytes = 12

const startsWith = (header: Uint8Array, offset: number, expected: readonly number[]) =>
  expected.every((byte, index) => header[offset + index] === byte)

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0))

const signatures: Record<AudioContainer, (header: Uint8Array) => boolean> = {
  // EBML header of WebM/Matroska (Chrome, Edge, Firefox when asked for WebM).
  'audio/webm': (header) => startsWith(header, 0, [0x1a, 0x45, 0xdf, 0xa3]),
  // ISO base media file, a box of type `ftyp` first (Safari and WebKit: AAC in MP4).
  'audio/mp4': (header) => startsWith(header, 4, ascii('ftyp')),
  // An Ogg page (Firefox's own default: Opus in Ogg).
  'audio/ogg': (header) => startsWith(header, 0, ascii('OggS')),
}

/** The container these first bytes start, or null when they start none of the three. */
export function sniffAudioContainer(header: Uint8Array): AudioContainer | null {
  return audioContainers.find((container) => signatures[container](header)) ?? null
}

/** The container a mime names, `audio/webm;codecs=opus` → `audio/webm`; null for any other. */
export function containerOfMime(mime: string): AudioContainer | null {
  const base = mime.split(';')[0]?.trim().toLowerCase() ?? ''
  return audioContainers.find((container) => container === base) ?? null
}
