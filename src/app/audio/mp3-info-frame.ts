// The Xing "Info" frame with a LAME tag that LAME writes before a CBR stream when it can seek back to
// the file's start. wasm-media-encoders cannot, so it writes none and players guess the length and
// keep the encoder's delay. This builds that frame after encoding: a silent MPEG-1 Layer III frame of
// the stream's own bitrate, rate and mode, carrying the frame and byte counts and the delay/padding.
export const samplesPerFrame = 1152
/** LAME's encoder delay, as its tag records it; decoders add their own 529 (ffmpeg: start_pad + 528 + 1). */
export const lameEncoderDelay = 576
const encoderName = 'LAME3.100' // the LAME inside wasm-media-encoders 0.7
const bitratesKbps = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320]
const sampleRates = [44_100, 48_000, 32_000]
const tocEntries = 100

interface FrameHeader {
  kbps: number
  sampleRate: number
  channelMode: number // 0 stereo, 1 joint stereo, 2 dual channel, 3 mono
  bytes: number
}

/** The MPEG-1 Layer III frame header at `at`, or undefined when there is none. */
function readHeader(stream: Uint8Array, at: number): FrameHeader | undefined {
  if (at + 4 > stream.length || stream[at] !== 0xff || ((stream[at + 1] ?? 0) & 0xfe) !== 0xfa) return undefined
  const third = stream[at + 2] ?? 0
  const kbps = bitratesKbps[third >> 4]
  const sampleRate = sampleRates[(third >> 2) & 3]
  if (!kbps || !sampleRate) return undefined
  const padding = (third >> 1) & 1
  const channelMode = (stream[at + 3] ?? 0) >> 6
  return { kbps, sampleRate, channelMode, bytes: Math.floor((144_000 * kbps) / sampleRate) + padding }
}

const sideInfoBytes = (header: FrameHeader) => (header.channelMode === 3 ? 17 : 32)

function isTagFrame(stream: Uint8Array, header: FrameHeader): boolean {
  const at = 4 + sideInfoBytes(header)
  const id = String.fromCharCode(...stream.subarray(at, at + 4))
  return id === 'Info' || id === 'Xing'
}

const crcTable = Uint16Array.from({ length: 256 }, (_, byte) => {
  let crc = byte
  for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1
  return crc
})

/** CRC-16/ARC (reflected 0x8005, start 0), the checksum the LAME tag uses for itself and the music. */
export function crc16(bytes: Uint8Array, crc = 0): number {
  for (let i = 0; i < bytes.length; i++) crc = (crc >>> 8) ^ crcTable[(crc ^ bytes[i]!) & 0xff]!
  return crc
}

/**
 * The Info frame for `stream` (LAME's CBR output of `inputSamples` samples a channel) and the audio
 * frames to follow it: the stream itself, less a tag frame it may already start with. `streamCrc` is
 * the stream's crc16 when the caller kept it while encoding: a long episode's takes a few hundred ms.
 */
export function withInfoFrame(
  stream: Uint8Array<ArrayBuffer>,
  inputSamples: number,
  streamCrc?: number,
): [Uint8Array<ArrayBuffer>, Uint8Array<ArrayBuffer>] {
  const first = readHeader(stream, 0)
  if (!first) throw new Error('The encoder did not answer an MPEG-1 Layer III stream.')
  const startsTagged = isTagFrame(stream, first)
  const audio = startsTagged ? stream.subarray(first.bytes) : stream
  let frames = 0
  for (let at = 0; at < audio.length; frames++) {
    const header = readHeader(audio, at)
    if (!header) throw new Error(`The encoder's stream breaks off at byte ${at}.`)
    at += header.bytes
  }
  const padding = frames * samplesPerFrame - lameEncoderDelay - inputSamples
  if (padding < 0 || padding > 0xfff)
    throw new Error(`The encoder's ${frames} frames do not fit ${inputSamples} samples.`)

  const frame = new Uint8Array(Math.floor((144_000 * first.kbps) / first.sampleRate))
  const view = new DataView(frame.buffer)
  frame.set([
    0xff,
    0xfb,
    (bitratesKbps.indexOf(first.kbps) << 4) | (sampleRates.indexOf(first.sampleRate) << 2),
    (first.channelMode << 6) | 0x04,
  ])
  const xing = 4 + sideInfoBytes(first) // the side information stays zero: a decoder plays the frame as silence
  const streamBytes = frame.length + audio.length
  writeText(frame, xing, 'Info')
  view.setUint32(xing + 4, 0x0f) // frames, bytes, TOC and quality follow
  view.setUint32(xing + 8, frames)
  view.setUint32(xing + 12, streamBytes)
  for (let i = 0; i < tocEntries; i++) frame[xing + 16 + i] = Math.floor((i * 256) / tocEntries) // CBR: a straight line
  const lame = xing + 16 + tocEntries + 4 // the quality stays 0
  writeText(frame, lame, encoderName)
  frame[lame + 9] = 0x01 // tag revision 0, constant bitrate
  frame[lame + 20] = Math.min(first.kbps, 255)
  frame.set([lameEncoderDelay >> 4, ((lameEncoderDelay & 0xf) << 4) | (padding >> 8), padding & 0xff], lame + 21) // 12 bits each
  frame[lame + 24] = (sampleRateCode(first.sampleRate) << 6) | (tagStereoMode[first.channelMode]! << 2)
  view.setUint32(lame + 28, streamBytes)
  view.setUint16(lame + 32, streamCrc === undefined || startsTagged ? crc16(audio) : streamCrc)
  view.setUint16(lame + 34, crc16(frame.subarray(0, lame + 34)))
  return [frame, audio]
}

function writeText(bytes: Uint8Array, at: number, text: string) {
  for (let i = 0; i < text.length; i++) bytes[at + i] = text.charCodeAt(i)
}

// The LAME tag's own codes: stereo, joint, dual, mono in the header's order; 01 for 44.1 kHz, 10 for 48.
const tagStereoMode = [1, 3, 2, 0]
const sampleRateCode = (rate: number) => (rate === 44_100 ? 1 : rate === 48_000 ? 2 : 0)
