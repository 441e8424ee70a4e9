import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { manifest } from './src/app/pwa/manifest'

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      injectManifest: {
        // mp3: the 9 background tracks (public/tracks, ~1.7 MB together), so playback works offline.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,mp3}'],
      },
      devOptions: { enabled: false },
    }),
  ],
  server: { proxy: { '/api': 'http://localhost:3000', '/auth': 'http://localhost:3000' } },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    // Chakra's theme module builds its whole default config with `defineConfig` (an identity
    // function) at load; marked pure, the recipes the app does not use are left out.
    rolldownOptions: { treeshake: { manualPureFunctions: ['defineConfig'] } },
  },
})
