import type { Variant } from './variant'

export interface VariantLook {
  title: string
  /** The variant's one colour: solid buttons, the browser chrome, focus rings. */
  brand: string
  /** Text in the brand's colour, chosen for contrast: on a light page and on a dark one, at least
   *  4.5:1 on the page and on the brand's muted shade over it (a badge on a highlighted row);
   *  `tests/unit/variant/theme-contrast.test.ts` holds them to it. */
  brandFg: { light: string; dark: string }
  /** Text on the brand colour: the three brand colours are light, so it is dark. */
  brandContrast: string
  dark: boolean
}

/** What the browser chrome and both styling layers (Chakra's system and the plain CSS painted
 *  before it) show for each variant. */
export const variantLook: Record<Variant, VariantLook> = {
  main: {
    title: 'Voice Acting Studio',
    brand: '#00bfff',
    brandFg: { light: '#00668a', dark: '#33ccff' },
    brandContrast: '#04161f',
    dark: false,
  },
  podcast: {
    title: 'Voice Acting Podcasts',
    brand: '#FF01CD',
    brandFg: { light: '#8f0073', dark: '#ff70e1' },
    brandContrast: '#1a0015',
    dark: true,
  },
  dashboard: {
    title: 'Voice Acting Metrics',
    brand: '#BA58E9',
    brandFg: { light: '#7e22ab', dark: '#d194f2' },
    brandContrast: '#180621',
    dark: false,
  },
}

/** The brand colour at `percent` opacity: the muted, subtle and emphasized shades. */
function brandMix(brand: string, percent: number): string {
  return `color-mix(in srgb, ${brand} ${percent}%, transparent)`
}

/** The brand shades as CSS variables on <html>: the plain CSS (`ui/plain/plain.css`) and Chakra's
 *  `brand` palette (`systems.ts`) read them. `dark` is the variant's own theme unless a test asks. */
export function brandVariables(look: VariantLook, dark = look.dark): Record<string, string> {
  return {
    '--brand-solid': look.brand,
    '--brand-contrast': look.brandContrast,
    '--brand-fg': dark ? look.brandFg.dark : look.brandFg.light,
    '--brand-muted': brandMix(look.brand, 35),
    '--brand-subtle': brandMix(look.brand, 18),
    '--brand-emphasized': brandMix(look.brand, 50),
  }
}

/** Title, light or dark page (Chakra v3 switches to its dark tokens under a `dark` class on
 *  <html>), brand colours and the browser chrome's colour. */
export function applyVariantToDocument(variant: Variant, doc: Document = document): void {
  const look = variantLook[variant]
  const html = doc.documentElement
  doc.title = look.title
  html.classList.toggle('dark', look.dark)
  html.classList.toggle('light', !look.dark)
  html.style.colorScheme = look.dark ? 'dark' : 'light'
  for (const [name, value] of Object.entries(brandVariables(look))) html.style.setProperty(name, value)
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]')
  if (!meta) {
    meta = doc.createElement('meta')
    meta.name = 'theme-color'
    doc.head.append(meta)
  }
  meta.content = look.brand
}
