import { Box, Stack, Text } from '@chakra-ui/react'
import { useEffect, useId, useRef, type KeyboardEvent, type PointerEvent } from 'react'
import { clampCrop, cropAfterKey, dragCrop, maxZoom, sourceSquare, type Crop, type ImageSize } from './crop-geometry'
import { drawSquare } from './photo-export'

export interface PhotoChoice {
  image: HTMLImageElement
  crop: Crop
}

const frameCss = 224

const sizeOf = (image: HTMLImageElement): ImageSize => ({ width: image.naturalWidth, height: image.naturalHeight })

/** The square crop of a chosen photo: drag or arrow keys move it, the slider or `+`/`-` zoom.
 *  The preview is drawn exactly as the exported 512×512 photo will be. */
export function PhotoCropper({ choice, onCropChange }: { choice: PhotoChoice; onCropChange: (crop: Crop) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const drag = useRef<{ x: number; y: number } | null>(null)
  const zoomId = useId()
  const hintId = useId()
  const image = sizeOf(choice.image)

  useEffect(() => {
    if (canvas.current) drawSquare(canvas.current, choice.image, sourceSquare(sizeOf(choice.image), choice.crop))
  }, [choice])

  const onKeyDown = (event: KeyboardEvent) => {
    const next = cropAfterKey(image, choice.crop, event.key)
    if (!next) return
    event.preventDefault()
    onCropChange(next)
  }
  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId)
    drag.current = { x: event.clientX, y: event.clientY }
  }
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const from = drag.current
    if (!from) return
    drag.current = { x: event.clientX, y: event.clientY }
    onCropChange(
      dragCrop(
        image,
        choice.crop,
        event.clientX - from.x,
        event.clientY - from.y,
        event.currentTarget.clientWidth || frameCss,
      ),
    )
  }

  return (
    <Stack gap="2" align="start">
      <Box borderRadius="md" overflow="hidden" borderWidth="1px" lineHeight="0">
        <canvas
          ref={canvas}
          width={frameCss * 2}
          height={frameCss * 2}
          tabIndex={0}
          role="img"
          aria-label="Photo crop"
          aria-describedby={hintId}
          style={{ width: frameCss, height: frameCss, cursor: 'move', touchAction: 'none' }}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => (drag.current = null)}
          onPointerCancel={() => (drag.current = null)}
        />
      </Box>
      <Text id={hintId} fontSize="sm" color="fg.muted">
        Drag the photo or use the arrow keys to move it; + and − zoom.
      </Text>
      <Stack direction="row" align="center" gap="2" w={`${frameCss}px`}>
        <label htmlFor={zoomId}>
          <Text as="span" fontSize="sm">
            Zoom
          </Text>
        </label>
        <input
          id={zoomId}
          type="range"
          min={1}
          max={maxZoom}
          step={0.05}
          value={choice.crop.zoom}
          onChange={(event) => onCropChange(clampCrop(image, { ...choice.crop, zoom: Number(event.target.value) }))}
          style={{ flex: 1 }}
        />
      </Stack>
    </Stack>
  )
}
