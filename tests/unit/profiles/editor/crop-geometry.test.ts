import { describe, expect, it } from 'vitest'
import {
  clampCrop,
  cropAfterKey,
  dragCrop,
  initialCrop,
  maxZoom,
  sourceSquare,
} from '#app/profiles/editor/crop-geometry'

const landscape = { width: 1000, height: 600 }

describe('photo crop', () => {
  it('starts with the largest centred square', () => {
    expect(sourceSquare(landscape, initialCrop(landscape))).toEqual({ x: 200, y: 0, size: 600 })
  })

  it('zooming shrinks the square around its centre, within 1..4', () => {
    expect(sourceSquare(landscape, { ...initialCrop(landscape), zoom: 2 })).toEqual({ x: 350, y: 150, size: 300 })
    expect(clampCrop(landscape, { ...initialCrop(landscape), zoom: 9 }).zoom).toBe(maxZoom)
    expect(clampCrop(landscape, { ...initialCrop(landscape), zoom: 0.2 }).zoom).toBe(1)
  })

  it('keeps the square inside the image', () => {
    expect(sourceSquare(landscape, { zoom: 1, centerX: 0, centerY: 9999 })).toEqual({ x: 0, y: 0, size: 600 })
    expect(sourceSquare(landscape, { zoom: 2, centerX: 2000, centerY: -5 })).toEqual({ x: 700, y: 0, size: 300 })
  })

  it('dragging moves the picture with the pointer (the square the other way), scaled to the frame', () => {
    // 600 image pixels shown in a 300-pixel frame: 10 screen pixels are 20 image pixels.
    const moved = dragCrop(landscape, initialCrop(landscape), 10, 0, 300)
    expect(moved.centerX).toBe(480)
    expect(dragCrop(landscape, initialCrop(landscape), -1000, 0, 300).centerX).toBe(700)
  })

  it('arrow keys move a tenth of the square, + and - zoom, other keys do nothing', () => {
    const start = { zoom: 2, centerX: 500, centerY: 300 }
    expect(cropAfterKey(landscape, start, 'ArrowRight')).toEqual({ zoom: 2, centerX: 530, centerY: 300 })
    expect(cropAfterKey(landscape, start, 'ArrowUp')).toEqual({ zoom: 2, centerX: 500, centerY: 270 })
    expect(cropAfterKey(landscape, start, '+')?.zoom).toBe(2.5)
    expect(cropAfterKey(landscape, start, '-')?.zoom).toBe(1.6)
    expect(cropAfterKey(landscape, start, 'a')).toBeNull()
  })
})
