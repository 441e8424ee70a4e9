import { photoExportSize, type Square } from './crop-geometry'

/** JPEG: every browser encodes it from a canvas (Safari cannot encode WebP); the server re-encodes anyway. */
export const photoExportType = 'image/jpeg'

/** Draws `square` of the image onto `canvas` at the canvas's own size. */
export function drawSquare(canvas: HTMLCanvasElement, image: CanvasImageSource, square: Square): void {
  const context = canvas.getContext('2d')
  if (!context) return
  context.imageSmoothingQuality = 'high'
  context.clearRect(0, 0, canvas.width, canvas.height)
  context.drawImage(image, square.x, square.y, square.size, square.size, 0, 0, canvas.width, canvas.height)
}

/** The cropped photo as a 512×512 JPEG. */
export function exportPhoto(image: CanvasImageSource, square: Square): Promise<Blob> {
  const canvas = document.createElement('canvas')
  canvas.width = photoExportSize
  canvas.height = photoExportSize
  drawSquare(canvas, image, square)
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be prepared.'))),
      photoExportType,
      0.9,
    )
  })
}

/** Opens a chosen file as an image; rejects when the browser cannot read it as one. */
export async function loadImage(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file)
  const image = new Image()
  image.src = url
  try {
    await image.decode()
    return image
  } catch {
    throw new Error('This file is not a picture this browser can open. Choose a JPEG, PNG or WebP photo.')
  } finally {
    URL.revokeObjectURL(url)
  }
}
