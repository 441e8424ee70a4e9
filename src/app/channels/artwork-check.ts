// The artwork's checks the browser can make before sending (the server checks the bytes again):
// the type, the size and the smallest side, which podcast directories want at 1400 px or more.
import { channelLimits, channelMessages } from '#contract/channels'

export const artworkTypes = ['image/jpeg', 'image/png', 'image/webp'] as const

export function artworkFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(artworkTypes as readonly string[]).includes(file.type)) return channelMessages.artworkType
  if (file.size > channelLimits.artworkMaxBytes) return channelMessages.artworkTooLarge
  return null
}

export const artworkSizeProblem = (width: number, height: number): string | null =>
  Math.min(width, height) < channelLimits.artworkMinPixels ? channelMessages.artworkTooSmall : null

/** Every problem with the file, reading its pixel size where the browser can. */
export async function checkArtwork(file: File): Promise<string | null> {
  const problem = artworkFileProblem(file)
  if (problem || typeof createImageBitmap !== 'function') return problem
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file)
  } catch {
    // The server reads the bytes and answers for itself.
    return null
  }
  const sized = artworkSizeProblem(bitmap.width, bitmap.height)
  bitmap.close()
  return sized
}
