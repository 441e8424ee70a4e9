// Each site installs as itself (issue 33): the main, podcast and dashboard hosts each answer
// /manifest.webmanifest with their own name, colours and icons (the server, static/manifest-route.ts),
// and the build writes the main site's (vite-plugin-pwa). Every host is an origin of its own, so
// each installed app has its own service worker and `id`, `start_url` and `scope` are "/" on each.
import type { Variant } from './variant'

interface SiteIdentity {
  name: string
  shortName: string
  /** The browser chrome's and the icon's colour: the variant's brand. */
  themeColor: string
  /** The splash screen behind the icon: the page colour of the variant's theme. */
  backgroundColor: string
  /** Where the site's tinted icons are (scripts/make-site-icons.sh draws them). */
  iconFolder: string
}

export const siteIdentity: Record<Variant, SiteIdentity> = {
  main: {
    name: 'Voice Acting Studio',
    shortName: 'Voice Acting',
    themeColor: '#00bfff',
    backgroundColor: '#ffffff',
    iconFolder: '/icons',
  },
  podcast: {
    name: 'Voice Acting Podcasts',
    shortName: 'VA Podcasts',
    themeColor: '#FF01CD',
    backgroundColor: '#000000',
    iconFolder: '/icons/podcast',
  },
  dashboard: {
    name: 'Voice Acting Metrics',
    shortName: 'VA Metrics',
    themeColor: '#BA58E9',
    backgroundColor: '#ffffff',
    iconFolder: '/icons/dashboard',
  },
}

const description = 'Write scripts, record them line by line with friends, and publish podcasts. Works offline.'

export interface ManifestIcon {
  src: string
  sizes: string
  type: string
  purpose: 'any' | 'maskable'
}

/** The web app manifest of one site (the W3C fields vite-plugin-pwa's ManifestOptions also takes). */
export function siteManifest(variant: Variant) {
  const site = siteIdentity[variant]
  const icons: ManifestIcon[] = [
    { src: `${site.iconFolder}/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: `${site.iconFolder}/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: `${site.iconFolder}/icon-maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ]
  return {
    name: site.name,
    short_name: site.shortName,
    description,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone' as const,
    orientation: 'any' as const,
    background_color: site.backgroundColor,
    theme_color: site.themeColor,
    categories: ['education', 'entertainment', 'music'],
    icons,
  }
}
