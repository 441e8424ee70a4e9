import { Box, Center, Spinner, Text } from '@chakra-ui/react'
import { useEffect, useRef, useState } from 'react'
import type { Series } from '#contract/metrics'
import { chartColours, watchColourMode } from './chart-colours'
import { chartData, chartHeight, chartOptions } from './chart-options'

type ChartState = 'loading' | 'drawn' | 'failed'

/** Visitors and page views as lines, drawn by uPlot (loaded on first use); it follows its
 *  container's width and the colour mode, and is destroyed with the component. The same numbers
 *  are in the series tables, which is what screen readers get: this is an image to them. */
export function VisitorsChart({ series, label }: { series: Series; label: string }) {
  const container = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<ChartState>('loading')

  useEffect(() => {
    const element = container.current
    if (!element) return
    let chart: { destroy: () => void; setSize: (size: { width: number; height: number }) => void } | null = null
    let stopped = false
    let stopWatching = () => {}
    let observer: ResizeObserver | null = null

    import('./uplot-lazy')
      .then(({ default: UPlot }) => {
        if (stopped) return
        const draw = () => {
          chart?.destroy()
          chart = new UPlot(
            chartOptions(series, chartColours(element), element.clientWidth),
            chartData(series),
            element,
          )
        }
        draw()
        // The canvas keeps the colours it was drawn with: a new colour mode draws it anew.
        stopWatching = watchColourMode(draw)
        observer = new ResizeObserver(([entry]) => {
          if (entry) chart?.setSize({ width: Math.floor(entry.contentRect.width), height: chartHeight })
        })
        observer.observe(element)
        setState('drawn')
      })
      .catch(() => {
        if (!stopped) setState('failed')
      })

    return () => {
      stopped = true
      stopWatching()
      observer?.disconnect()
      chart?.destroy()
    }
  }, [series])

  return (
    <Box position="relative" minH={`${chartHeight}px`}>
      <Box ref={container} role="img" aria-label={label} />
      {state === 'loading' && (
        <Center position="absolute" inset="0">
          <Spinner />
        </Center>
      )}
      {state === 'failed' && (
        <Center position="absolute" inset="0">
          <Text color="fg.muted">The chart could not be loaded; the numbers are in the tables below.</Text>
        </Center>
      )}
    </Box>
  )
}
