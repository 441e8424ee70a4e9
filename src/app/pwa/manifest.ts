import type { ManifestOptions } from 'vite-plugin-pwa'

/** The web app manifest; vite-plugin-pwa writes it and adds its icons to the precache. */
export const manifest: Partial<ManifestOptions> = {
  name: 'Voice Acting Studio',
  short_name: 'Voice Acting',
  description: 'Write scripts, record them line by line with friends, and publish podcasts. Works offline.',
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  background_color: '#ffffff',
  theme_color: '#00bfff',
  categories: ['education', 'entertainment', 'music'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
}
