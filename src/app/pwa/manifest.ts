import type { ManifestOptions } from 'vite-plugin-pwa'
import { siteManifest } from '#shared/site-manifest'

/** The main site's web app manifest, which vite-plugin-pwa writes into the build and whose icons it
 *  precaches; the server answers the podcast and dashboard hosts with their own (site-manifest.ts). */
export const manifest: Partial<ManifestOptions> = siteManifest('main')
