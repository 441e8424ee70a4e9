// A take's waveform drawn as bars, those inside the kept span (fractions of the take) in the text
// colour and the rest faint: the trim editor's, and the small one on each take's row.
import { Box } from '@chakra-ui/react'
import { useEffect, useRef } from 'react'

interface WaveformCanvasProps {
  /** Each part's peak, 0 to 1. */
  peaks: ArrayLike<number>
  from: number
  to: number
  heightPx: number
  /** CSS width; the canvas draws at its laid-out size. */
  width?: string
}

export function WaveformCanvas({ peaks, from, to, heightPx, width = '100%' }: WaveformCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null)
  useEffect(() => {
    const element = canvas.current
    const context = element?.getContext('2d')
    if (!element || !context) return
    const drawnWidth = (element.width = element.clientWidth * devicePixelRatio)
    const height = (element.height = heightPx * devicePixelRatio)
    const style = getComputedStyle(element)
    context.clearRect(0, 0, drawnWidth, height)
    const bar = drawnWidth / peaks.length
    for (let index = 0; index < peaks.length; index++) {
      const at = (index + 0.5) / peaks.length
      context.fillStyle = at >= from && at <= to ? style.color : style.borderColor
      const barHeight = Math.max(1, peaks[index]! * height)
      context.fillRect(index * bar, (height - barHeight) / 2, Math.max(1, bar - 1), barHeight)
    }
  }, [peaks, from, to, heightPx])
  return (
    <Box asChild color="fg" borderColor="border" w={width} h={`${heightPx}px`} flexShrink={0}>
      <canvas ref={canvas} aria-hidden="true" />
    </Box>
  )
}
