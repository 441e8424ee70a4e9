import { artworkSizes, type ArtworkSize } from '#contract/channels'
import { blobKey } from '../blobs/blob-store'

/** One of a channel artwork's three JPEGs in the blob store (the file name it always had). */
export const artworkKey = (artworkId: string, size: ArtworkSize) => blobKey('artwork', `${artworkId}-${size}.jpg`)

export const artworkKeys = (artworkId: string) => artworkSizes.map((size) => artworkKey(artworkId, size))
