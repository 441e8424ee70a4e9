// An uploaded photo is accepted only when its bytes are a JPEG, PNG or WebP image, and is stored
// re-encoded: turned upright by its EXIF orientation, cut to a 512×512 square (cover) and written
// as WebP. Re-encoding keeps no metadata, so EXIF (GPS location, camera) never leaves the server.
import sharp from 'sharp'
import { profileLimits } from '#contract/profiles'
import { HttpError } from '../http/errors'

export const photoMime = 'image/webp'
export const notAnImageMessage = 'The photo must be a JPEG, PNG or WebP image.'
export const photoTooLargeMessage = 'The photo must be at most 5 MB.'

const isJpeg = (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff
const isPng = (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
const isWebp = (b: Buffer) =>
  b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP'

export async function reencodePhoto(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > profileLimits.photoMaxBytes) throw new HttpError(413, photoTooLargeMessage)
  if (!isJpeg(bytes) && !isPng(bytes) && !isWebp(bytes)) throw new HttpError(400, notAnImageMessage)
  const size = profileLimits.photoSize
  try {
    // 40 megapixels is far above any phone photo and keeps a decompression bomb from costing much.
    return await sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' })
      .rotate()
      .resize(size, size, { fit: 'cover' })
      .webp({ quality: 85 })
      .toBuffer()
  } catch {
    throw new HttpError(400, notAnImageMessage)
  }
}
