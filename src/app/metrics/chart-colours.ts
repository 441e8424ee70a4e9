// The chart draws on a canvas, which CSS does not reach: its colours are read from Chakra's
// tokens (CSS variables on <html>, their dark values under the `dark` class) each time it is drawn.

export interface ChartColours {
  /** Axis values and labels. */
  text: string
  grid: string
  /** The page behind the chart: the inside of the points. */
  background: string
  visitors: string
  pageViews: string
}

const tokens: Record<keyof ChartColours, [variable: string, fallback: string]> = {
  text: ['--chakra-colors-fg-muted', '#52525b'],
  grid: ['--chakra-colors-border', '#e4e4e7'],
  background: ['--chakra-colors-bg', '#ffffff'],
  // brand.fg is the variant's colour chosen for contrast on its light or dark page.
  visitors: ['--chakra-colors-brand-fg', '#00668a'],
  pageViews: ['--chakra-colors-orange-fg', '#c2410c'],
}

/** The colours as they apply to `element` now. */
export function chartColours(element: Element): ChartColours {
  const style = getComputedStyle(element)
  const read = ([variable, fallback]: [string, string]) => style.getPropertyValue(variable).trim() || fallback
  const entries = Object.entries(tokens).map(([name, token]) => [name, read(token)])
  return Object.fromEntries(entries) as Record<keyof ChartColours, string>
}

/** Calls `onChange` when the colour mode changes (Chakra sets it as a class on <html>). */
export function watchColourMode(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class', 'style'] })
  return () => observer.disconnect()
}
