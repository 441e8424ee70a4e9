// One Chakra system per variant. Components use the `brand` palette by default; its shades are
// mixed from the single brand colour so each variant is defined by one value.
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react'
import type { Variant } from './variant'
import { variantLook } from './variant-look'

/** Text colours chosen for contrast: the three brand colours are light, so dark text sits on them. */
const brandText: Record<Variant, { fg: string; fgDark: string; contrast: string }> = {
  main: { fg: '#00739a', fgDark: '#00bfff', contrast: '#04161f' },
  podcast: { fg: '#b0008d', fgDark: '#ff5cde', contrast: '#1a0015' },
  dashboard: { fg: '#8a2ab8', fgDark: '#d194f2', contrast: '#180621' },
}

function mix(colour: string, percent: number): string {
  return `color-mix(in srgb, ${colour} ${percent}%, transparent)`
}

function brandSystem(variant: Variant) {
  const brand = variantLook[variant].brand
  const text = brandText[variant]
  return createSystem(
    defaultConfig,
    defineConfig({
      theme: {
        semanticTokens: {
          colors: {
            brand: {
              solid: { value: brand },
              contrast: { value: text.contrast },
              fg: { value: { _light: text.fg, _dark: text.fgDark } },
              muted: { value: mix(brand, 35) },
              subtle: { value: mix(brand, 18) },
              emphasized: { value: mix(brand, 50) },
              focusRing: { value: brand },
            },
          },
        },
      },
      globalCss: { html: { colorPalette: 'brand' } },
    }),
  )
}

export const systems: Record<Variant, ReturnType<typeof brandSystem>> = {
  main: brandSystem('main'),
  podcast: brandSystem('podcast'),
  dashboard: brandSystem('dashboard'),
}
