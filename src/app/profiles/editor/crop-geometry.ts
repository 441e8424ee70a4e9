// The photo chooser's square crop, in image pixels. At zoom 1 the square is as large as the image's
// shorter side ("cover"); zoom z shrinks it to 1/z of that. The square is always kept inside the
// image, so the exported 512×512 photo never shows anything but the photo.
import { clamp } from '#app/ui/clamp'

export interface ImageSize {
  width: number
  height: number
}

/** `centerX`/`centerY`: the image point at the middle of the square. */
export interface Crop {
  zoom: number
  centerX: number
  centerY: number
}

export interface Square {
  x: number
  y: number
  size: number
}

export const photoExportSize = 512
export const maxZoom = 4

export function initialCrop(image: ImageSize): Crop {
  return { zoom: 1, centerX: image.width / 2, centerY: image.height / 2 }
}

export function squareSize(image: ImageSize, zoom: number): number {
  return Math.min(image.width, image.height) / clamp(zoom, 1, maxZoom)
}

/** The same crop with the zoom in range and the square moved back inside the image. */
export function clampCrop(image: ImageSize, crop: Crop): Crop {
  const zoom = clamp(crop.zoom, 1, maxZoom)
  const half = squareSize(image, zoom) / 2
  return {
    zoom,
    centerX: clamp(crop.centerX, half, image.width - half),
    centerY: clamp(crop.centerY, half, image.height - half),
  }
}

/** The part of the image to draw into the exported square. */
export function sourceSquare(image: ImageSize, crop: Crop): Square {
  const { zoom, centerX, centerY } = clampCrop(image, crop)
  const size = squareSize(image, zoom)
  return { x: centerX - size / 2, y: centerY - size / 2, size }
}

/** Dragging the picture by (dx, dy) screen pixels in a frame `frameSize` pixels wide: the picture
 *  follows the pointer, so the square moves the other way. */
export function dragCrop(image: ImageSize, crop: Crop, dx: number, dy: number, frameSize: number): Crop {
  const scale = squareSize(image, crop.zoom) / frameSize
  return clampCrop(image, { ...crop, centerX: crop.centerX - dx * scale, centerY: crop.centerY - dy * scale })
}

/** Arrow keys move the square a tenth of its size; `+`/`-` zoom by a quarter. Null for other keys. */
export function cropAfterKey(image: ImageSize, crop: Crop, key: string): Crop | null {
  const step = squareSize(image, crop.zoom) / 10
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  }
  const move = moves[key]
  if (move) return clampCrop(image, { ...crop, centerX: crop.centerX + move[0], centerY: crop.centerY + move[1] })
  if (key === '+' || key === '=') return clampCrop(image, { ...crop, zoom: crop.zoom * 1.25 })
  if (key === '-' || key === '_') return clampCrop(image, { ...crop, zoom: crop.zoom / 1.25 })
  return null
}
