// Chakra's global CSS is a stylesheet written at build time from the app's one system, and the
// variant's brand shades reach Chakra through CSS variables on <html> (docs/decisions/050).
import { describe, expect, it } from 'vitest'
import { chakraGlobalCss } from '#app/variant/chakra-global-css'
import { system } from '#app/variant/systems'
import { variants } from '#app/variant/variant'
import { applyVariantToDocument, variantLook } from '#app/variant/variant-look'

describe("Chakra's global CSS, written at build time", () => {
  const css = chakraGlobalCss(system)

  it('has the cascade layers, the reset, the global styles and the tokens as variables', () => {
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true)
    expect(css.includes('@layer reset{') && css.includes('@layer base{')).toBe(true)
    expect(/@layer tokens\{:where\(html, \.chakra-theme\)\{[^}]*--chakra-colors-gray-500:#71717a;/.test(css)).toBe(true)
    // dark tokens under the dark class that applyVariantToDocument sets for the podcast variant
    expect(/\.dark[^{]*\{[^}]*--chakra-colors-bg:var\(--chakra-colors-black\)/.test(css)).toBe(true)
    const missing = [
      '--chakra-spacing-4:1rem',
      '--chakra-radii-l2:var(--chakra-radii-sm)',
      '--chakra-fonts-body:',
      '--chakra-colors-fg-muted:',
    ].filter((declaration) => !css.includes(declaration))
    expect(missing).toEqual([])
  })

  it("reads the brand shades from the variables every variant's look sets", () => {
    const read = [...css.matchAll(/--chakra-colors-brand-[a-z-]+:var\((--brand-[a-z-]+)\)/g)].map(
      ([, variable]) => variable!,
    )
    expect(read).toEqual(
      expect.arrayContaining([
        '--brand-solid',
        '--brand-contrast',
        '--brand-fg',
        '--brand-muted',
        '--brand-subtle',
        '--brand-emphasized',
      ]),
    )
    for (const variant of variants) {
      applyVariantToDocument(variant)
      const style = document.documentElement.style
      for (const variable of read) expect(style.getPropertyValue(variable), `${variable} in ${variant}`).not.toBe('')
      expect(style.getPropertyValue('--brand-solid')).toBe(variantLook[variant].brand)
    }
  })
})
