// Channel artwork is accepted only when its bytes are a JPEG, PNG or WebP image big enough for
// podcast directories, and is stored re-encoded: upright by its EXIF orientation, cut to the centre
// square and written as sRGB JPEG at every artworkSizes (3000 and 1400 for directories, 300 for
// lists). Re-encoding keeps no metadata, so EXIF (GPS location, camera) never leaves the server.
import sharp from 'sharp'
import { artworkSizes, channelLimits, channelMessages, type ArtworkSize } from '#contract/channels'
import { HttpError } from '../http/errors'

export const artworkMimes = ['image/jpeg', 'image/png', 'image/webp'] as const

const isJpeg = (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff
const isPng = (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
const isWebp = (b: Buffer) =>
  b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP'

/** 40 megapixels (about 6300 px square) is above any real artwork and keeps a decompression bomb
 *  from costing much: the decoded image is held in memory while it is cut and scaled. The header's
 *  size is checked first for a clear answer; sharp's limit guards the decoding itself. */
const maxPixels = channelLimits.artworkMaxMegapixels * 1_000_000
const inputOptions = { limitInputPixels: maxPixels, failOn: 'error' } as const
const largest = Math.max(...artworkSizes)

export async function makeArtwork(bytes: Buffer): Promise<Map<ArtworkSize, Buffer>> {
  if (bytes.length > channelLimits.artworkMaxBytes) throw new HttpError(413, channelMessages.artworkTooLarge)
  if (!isJpeg(bytes) && !isPng(bytes) && !isWebp(bytes)) throw new HttpError(415, channelMessages.artworkType)
  try {
    // The header alone (nothing decoded yet), read without the pixel limit to tell why it is refused.
    const { autoOrient } = await sharp(bytes, { ...inputOptions, limitInputPixels: false }).metadata()
    // The centre square is what is kept, so its side (the shorter one) must reach the directories' minimum.
    if (Math.min(autoOrient.width, autoOrient.height) < channelLimits.artworkMinPixels)
      throw new HttpError(422, channelMessages.artworkTooSmall)
    if (autoOrient.width * autoOrient.height > maxPixels) throw new HttpError(422, channelMessages.artworkTooManyPixels)
    // The source is decoded once, into the largest square; the smaller ones are scaled from that,
    // one after another, so one upload holds one big image at a time.
    const square = await sharp(bytes, inputOptions)
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize(largest, largest, { fit: 'cover', position: 'centre' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true })
    const raw = { raw: { width: square.info.width, height: square.info.height, channels: square.info.channels } }
    const images = new Map<ArtworkSize, Buffer>()
    for (const size of artworkSizes) {
      const scaled = size === largest ? sharp(square.data, raw) : sharp(square.data, raw).resize(size, size)
      images.set(size, await scaled.jpeg({ quality: 85, progressive: true }).toBuffer())
    }
    return images
  } catch (error) {
    if (error instanceof HttpError) throw error
    throw new HttpError(422, channelMessages.artworkType)
  }
}
