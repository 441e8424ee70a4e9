import type { Variant } from './variant'

/** What the browser chrome shows for each variant: page title, brand colour, light or dark page. */
export const variantLook: Record<Variant, { title: string; brand: string; dark: boolean }> = {
  main: { title: 'Voice Acting Studio', brand: '#00bfff', dark: false },
  podcast: { title: 'Voice Acting Podcasts', brand: '#FF01CD', dark: true },
  dashboard: { title: 'Voice Acting Metrics', brand: '#BA58E9', dark: false },
}

/** Chakra v3 switches to its dark tokens under a `dark` class on <html>. */
export function applyVariantToDocument(variant: Variant, doc: Document = document): void {
  const look = variantLook[variant]
  doc.title = look.title
  doc.documentElement.classList.toggle('dark', look.dark)
  doc.documentElement.classList.toggle('light', !look.dark)
  doc.documentElement.style.colorScheme = look.dark ? 'dark' : 'light'
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]')
  if (!meta) {
    meta = doc.createElement('meta')
    meta.name = 'theme-color'
    doc.head.append(meta)
  }
  meta.content = look.brand
}
