// WCAG 2 contrast of two colours, with a translucent foreground or background laid over what is
// behind it first (Chakra's `fg.muted/80`, the brand's color-mix shades).

export interface Rgba {
  r: number
  g: number
  b: number
  a: number
}

/** `#rgb`, `#rrggbb`, `#rrggbbaa`, `white`, `black`, `transparent`. */
export function parseColour(text: string): Rgba {
  const named: Record<string, string> = { white: '#ffffff', black: '#000000', transparent: '#00000000' }
  const hex = (named[text.trim().toLowerCase()] ?? text.trim()).replace(/^#/, '')
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex
  if (!/^[0-9a-f]{6}([0-9a-f]{2})?$/i.test(full)) throw new Error(`not a colour: ${text}`)
  const part = (index: number) => parseInt(full.slice(index, index + 2), 16)
  return { r: part(0), g: part(2), b: part(4), a: full.length === 8 ? part(6) / 255 : 1 }
}

/** `colour` over an opaque `behind`. */
export function over(colour: Rgba, behind: Rgba): Rgba {
  const mix = (top: number, bottom: number) => top * colour.a + bottom * (1 - colour.a)
  return { r: mix(colour.r, behind.r), g: mix(colour.g, behind.g), b: mix(colour.b, behind.b), a: 1 }
}

export const withAlpha = (colour: Rgba, alpha: number): Rgba => ({ ...colour, a: colour.a * alpha })

function luminance({ r, g, b }: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

/** The contrast ratio (1 to 21) of `text` on an opaque `background`. */
export function contrast(text: Rgba, background: Rgba): number {
  const [light, dark] = [luminance(over(text, background)), luminance(background)].sort((a, b) => b - a) as [
    number,
    number,
  ]
  return (light + 0.05) / (dark + 0.05)
}
