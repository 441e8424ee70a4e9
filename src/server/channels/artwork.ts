// Channel artwork is accepted only when its bytes are a JPEG, PNG or WebP image big enough for
// podcast directories, and is stored re-encoded: upright by its EXIF orientation, cut to the centre
// square and written as sRGB JPEG at every artworkSizes (3000 and 1400 for directories, 300 for
// lists). Re-encoding keeps no metadata, so EXIF (GPS location, camera) never leaves the server.
import sharp from 'sharp'
import { artworkSizes, channelLimits, channelMessages, type ArtworkSize } from '../../contract/channels'
import { HttpError } from '../http/errors'

export const artworkMimes = ['image/jpeg', 'image/png', 'image/webp'] as const

const isJpeg = (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff
const isPng = (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
const isWebp = (b: Buffer) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP'

/** 100 megapixels is far above any real artwork and keeps a decompression bomb from costing much. */
const inputOptions = { limitInputPixels: 100_000_000, failOn: 'error' } as const

export async function makeArtwork(bytes: Buffer): Promise<Map<ArtworkSize, Buffer>> {
  if (bytes.length > channelLimits.artworkMaxBytes) throw new HttpError(413, channelMessages.artworkTooLarge)
  if (!isJpeg(bytes) && !isPng(bytes) && !isWebp(bytes)) throw new HttpError(415, channelMessages.artworkType)
  try {
    const source = sharp(bytes, inputOptions).rotate()
    const { autoOrient } = await source.metadata()
    // The centre square is what is kept, so its side (the shorter one) must reach the directories' minimum.
    if (Math.min(autoOrient.width, autoOrient.height) < channelLimits.artworkMinPixels) throw new HttpError(422, channelMessages.artworkTooSmall)
    const images = await Promise.all(
      artworkSizes.map(async (size) => {
        const image = await source
          .clone()
          .flatten({ background: '#ffffff' })
          .resize(size, size, { fit: 'cover', position: 'centre' })
          .toColourspace('srgb')
          .jpeg({ quality: 85, progressive: true })
          .toBuffer()
        return [size, image] as const
      }),
    )
    return new Map(images)
  } catch (error) {
    if (error instanceof HttpError) throw error
    throw new HttpError(422, channelMessages.artworkType)
  }
}
