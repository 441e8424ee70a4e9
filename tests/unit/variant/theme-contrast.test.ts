// Every text colour of the theme on every background it is drawn on reaches 4.5:1 (WCAG 1.4.3), in
// the light and the dark theme and for each variant's brand, read from the app's own definitions:
// Chakra's system (systems.ts), the brand shades (variant-look.ts) and the plain CSS painted
// before Chakra (plain.css). A token change that drops a pair below 4.5:1 fails here.
// See docs/decisions/080-accessibility-checks.md.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { palettes, system } from '#app/variant/systems'
import { brandVariables, variantLook } from '#app/variant/variant-look'
import { variants, type Variant } from '#app/variant/variant'
import { contrast, over, parseColour, withAlpha, type Rgba } from './wcag-contrast'

type Theme = 'light' | 'dark'
const themes: Theme[] = ['light', 'dark']
const minimum = 4.5

/** A colour token (`fg.muted`, `red.700`, `fg.muted/80`) as the theme resolves it, brand shades included. */
function tokenColour(name: string, theme: Theme, variant: Variant): Rgba {
  const [path, percent] = name.split('/') as [string, string | undefined]
  const token = system.tokens.getByName(`colors.${path}`)
  if (!token) throw new Error(`no colour token ${path}`)
  const conditions = token.extensions.conditions as Record<string, string> | undefined
  const value = conditions ? (conditions[`_${theme}`] ?? conditions.base!) : String(token.value)
  const colour = cssColour(value, theme, variant)
  return percent ? withAlpha(colour, Number(percent) / 100) : colour
}

/** A token reference, a brand variable, a color-mix with transparent, or a colour. */
function cssColour(value: string, theme: Theme, variant: Variant): Rgba {
  const reference = /^\{colors\.(.+)\}$/.exec(value)
  if (reference) return tokenColour(reference[1]!, theme, variant)
  const variable = /^var\((--brand-[a-z]+)\)$/.exec(value)
  if (variable) return cssColour(brandVariables(variantLook[variant], theme === 'dark')[variable[1]!]!, theme, variant)
  const mix = /^color-mix\(in srgb, (#[0-9a-f]+) (\d+)%, transparent\)$/i.exec(value)
  if (mix) return withAlpha(parseColour(mix[1]!), Number(mix[2]) / 100)
  return parseColour(value)
}

interface Pair {
  text: string
  /** Backgrounds from the page up: each translucent one is laid over the one before. */
  on: string[]
}

const pages = ['bg', 'bg.panel', 'bg.subtle', 'bg.muted']
/** The placeholder colour Chakra's global CSS gives inputs (`fg.muted/80`). */
const placeholder = (system._config.globalCss as Record<string, { color?: string }>)[
  '*::placeholder, *[data-placeholder]'
]!.color!

const pairs: Pair[] = [
  // Text on the page, on panels and on the grey surfaces.
  ...['fg', 'fg.muted', placeholder, 'fg.error', 'fg.warning', 'fg.success', 'fg.info', 'brand.fg'].flatMap((text) =>
    pages.map((page) => ({ text, on: [page] })),
  ),
  // Badges, subtle alerts and highlighted rows: a palette's text on its tinted shades (the brand's
  // translucent shades over the page, and a badge on a highlighted row: muted is the darker case).
  ...[...palettes, 'brand'].flatMap((palette) => [
    { text: `${palette}.fg`, on: ['bg', `${palette}.subtle`] },
    { text: `${palette}.fg`, on: ['bg', `${palette}.muted`] },
    { text: `${palette}.fg`, on: ['bg.panel', `${palette}.muted`] },
    // Solid buttons and badges.
    { text: `${palette}.contrast`, on: ['bg', `${palette}.solid`] },
  ]),
  // Status texts on their own backgrounds.
  ...['error', 'warning', 'success', 'info'].map((status) => ({ text: `fg.${status}`, on: [`bg.${status}`] })),
]

function ratio(pair: Pair, theme: Theme, variant: Variant): number {
  const background = pair.on
    .map((name) => tokenColour(name, theme, variant))
    .reduce((behind, layer) => over(layer, behind), parseColour('#ffffff'))
  return contrast(tokenColour(pair.text, theme, variant), background)
}

describe('theme colours reach 4.5:1', () => {
  for (const variant of variants)
    for (const theme of themes)
      it(`${variant}, ${theme} theme`, () => {
        const low = pairs
          .map((pair) => ({ pair, ratio: ratio(pair, theme, variant) }))
          .filter(({ ratio }) => ratio < minimum)
        expect(low.map(({ pair, ratio }) => `${pair.text} on ${pair.on.join(' + ')}: ${ratio.toFixed(2)}`)).toEqual([])
      })

  it('the brand colour as a solid with its contrast text, in every variant', () => {
    for (const variant of variants)
      expect(
        contrast(parseColour(variantLook[variant].brandContrast), parseColour(variantLook[variant].brand)),
      ).toBeGreaterThanOrEqual(minimum)
  })
})

/** The plain CSS's variables (`--plain-*`) of `:root` or `:root.dark`. */
function plainVariables(theme: Theme): Record<string, string> {
  const css = readFileSync('src/app/ui/plain/plain.css', 'utf8')
  const block = new RegExp(`:root${theme === 'dark' ? '\\.dark' : ''} \\{([^}]*)\\}`).exec(css)![1]!
  return Object.fromEntries(
    [...block.matchAll(/(--plain-[\w-]+):\s*(#[0-9a-f]+);/gi)].map((match) => [match[1]!, match[2]!]),
  )
}

describe('the plain CSS painted before Chakra reaches 4.5:1', () => {
  const plainPairs = [
    ['--plain-fg', '--plain-bg'],
    ['--plain-fg', '--plain-bg-panel'],
    ['--plain-fg-muted', '--plain-bg'],
    ['--plain-fg-muted', '--plain-bg-panel'],
    ['--plain-fg-error', '--plain-bg'],
    ['--plain-fg-error', '--plain-bg-panel'],
    ['--plain-fg-inverted', '--plain-bg-inverted'],
    ['--plain-red-fg', '--plain-red-subtle'],
    ['--plain-orange-fg', '--plain-orange-subtle'],
  ] as const
  for (const theme of themes)
    it(`${theme} theme`, () => {
      const colours = { ...plainVariables('light'), ...(theme === 'dark' ? plainVariables('dark') : {}) }
      const low = plainPairs
        .map(([text, background]) => ({
          text,
          background,
          ratio: contrast(parseColour(colours[text]!), parseColour(colours[background]!)),
        }))
        .filter(({ ratio }) => ratio < minimum)
      expect(low.map(({ text, background, ratio }) => `${text} on ${background}: ${ratio.toFixed(2)}`)).toEqual([])
    })
})
