import { execFileSync } from 'node:child_process'
import path from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { manifest } from './src/app/pwa/manifest'
import { chakraGlobalCssPlugin } from './src/app/variant/chakra-global-css'
import { system } from './src/app/variant/systems'
import { precompressFolder } from './src/server/static/precompress'

const chakraCore =
  /node_modules[\\/](@emotion|stylis|react-is|hoist-non-react-statics|@pandacss|@zag-js[\\/]anatomy|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system|utils|merge-props|components[\\/](box|stack|typography|button|grid|simple-grid|container|heading|link|icons|loader|spinner|absolute-center|center|text|alert)[\\/])|@zag-js[\\/](menu|dialog)[\\/]dist[\\/]\w+\.anatomy|@ark-ui[\\/]react[\\/]dist[\\/]components[\\/]field[\\/]field\.anatomy)/

export default defineConfig({
  plugins: [
    react(),
    chakraGlobalCssPlugin(system),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      injectManifest: {
        // mp3: the 9 background tracks (public/tracks, ~1.7 MB together), so playback works offline.
        // webp: the User Guide's pictures (public/guide, under 40 KB each), so the guide reads offline
        // with its pictures, even those never scrolled to (decision 069).
        // The .br/.gz copies never match: they are one URL's encodings, not files of their own.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,mp3,webp}'],
        // The prerendered first visits (decision 074) are for the network only: offline, every
        // navigation gets the app shell, and the app draws the page itself.
        // The podcast and dashboard sites' icons are for installing those sites, which fetch them
        // online from their own manifests (src/shared/site-manifest.ts).
        globIgnores: ['prerendered/**', 'icons/podcast/**', 'icons/dashboard/**'],
      },
      devOptions: { enabled: false },
    }),
    prerender(),
    precompress(),
  ],
  resolve: {
    // React 18+ has useSyncExternalStore: TanStack Store's shim for older Reacts is dead weight on
    // every first load; the package's own non-shim entry uses React's.
    alias: [
      { find: /^use-sync-external-store\/shim\/with-selector$/, replacement: 'use-sync-external-store/with-selector' },
    ],
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/auth': 'http://localhost:3000' } },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    // Chakra's theme module builds its whole default config with `defineConfig` (an identity
    // function) at load; marked pure, the recipes the app does not use are left out.
    // A feature's index.ts only re-exports (tests/unit/architecture.test.ts): said so here, an import
    // through it links straight to the module that holds the name and brings none of the others into
    // the importer's chunk (without it, the session queries' shared chunk took in the session's
    // playback and mixdown, 0.9 to 9.2 KB gzipped, and other small chunks grew the same way).
    rolldownOptions: {
      treeshake: {
        manualPureFunctions: ['defineConfig'],
        moduleSideEffects: (id) => (/src[\\/]app[\\/][a-z-]+[\\/]index\.ts$/.test(id) ? false : undefined),
      },
      output: {
        codeSplitting: {
          // Chakra's styling engine and the layout parts nearly every screen uses travel as one file
          // with the provider (left to itself, the bundler cuts them into a score of small shared
          // chunks, each paying gzip's start-up cost); the sign-in pages load none of it.
          // React has a group of its own, or it would follow Chakra's engine into that file; so does
          // TanStack Query, whose hooks otherwise scatter into four small shared chunks (1.3 KB more
          // on a signed-in first visit, measured when /scripts reached its 200 KB budget).
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/, priority: 2 },
            { name: 'chakra-core', test: chakraCore, priority: 1 },
            // idb, zod's ISO times, the sync queue's item list and what lets a frozen page's transactions and opens go:
            // every signed-in start opens them, and the podcast player and queues share them, which cut
            // them into small chunks of their own (issue 15; the last two cost /scripts 0.5 KB apart).
            {
              name: 'device-store',
              test: /node_modules[\\/](idb[\\/]|zod[\\/]v4[\\/]mini[\\/]iso\.js$)|src[\\/]app[\\/]offline[\\/](sync-queue-items|release-when-frozen|open-on-device|save-when-hidden|store-on)\.ts$/,
              priority: 1,
            },
            // What a signed-in start loads beside the screen (start-device's sync handlers, their payloads,
            // the activity log's sender): a dozen files of under 1 KB each, which cost /scripts 2.4 KB more
            // apart than together (issue 16); /login carries 2 KB of it for visitors' activity records.
            {
              name: 'signed-in-start',
              includeDependenciesRecursively: false,
              test: /src[\\/](app[\\/](offline[\\/]device-members|drafts[\\/](draft-sync|drafts-store)|messages[\\/](message-outbox|queue-message-send)|takes[\\/](recording-mime|queue-take-upload|take-audio-cache|takes-store)|pwa[\\/](register-sync-tag|sync-messages)|activities[\\/](activity-session|sending-records|queue-activity-send|activity-log))\.ts$|shared[\\/](audio-container|new-id|speech|activity-constants)\.ts$|contract[\\/](drafts|takes)\.ts$)/,
              priority: 1,
            },
            // The podcast site's screens, their payloads and drag-and-drop travel as one file: left to
            // itself the bundler cuts them into a score of small chunks, and every chunk a lazy route
            // may need is named in the entry's preload list, which every first visit of either site
            // loads (issue 15 put /scripts 0.6 KB over its budget that way). Only the modules named
            // are captured, not what they import: shared code stays where the main site has it. Their
            // device parts stay out: every signed-in start on either site loads them. A feature's
            // routes.ts stays out of every group: the route tree in the entry imports it, and inside a
            // lazy chunk it would run before the router it needs (a cycle between the two files). The time format
            // (`ui/format-time.ts`) and the upload with progress (`api/upload-bytes.ts`) are the podcast
            // screens' and travel with them.
            {
              name: 'podcast',
              includeDependenciesRecursively: false,
              test: /src[\\/](app[\\/]((channels|episodes|playlists|listening|episode-downloads)[\\/](?!device\.ts$|routes\.ts$|register-(listening|playlist)-sync\.ts$)|ui[\\/]format-time\.ts$|api[\\/]upload-bytes\.ts$)|contract[\\/](channels|episodes|playlists|listening)\.ts$)|node_modules[\\/]@dnd-kit[\\/]/,
              priority: 1,
            },
            // The rest of the site (issue 16) in two files for the same reason: the pages anyone reads
            // (events, certificates, memberships and vouchers, contact, the guide…) and the audio library with
            // Freesound. The query hooks of the library and of subscriptions stay out: the studio and the profile editor use them.
            {
              name: 'site',
              includeDependenciesRecursively: false,
              test: /src[\\/](app[\\/]((events|certificates|contact|info)[\\/](?!routes\.ts$)|subscriptions[\\/](?!subscription-(queries|keys)\.ts$|routes\.ts$))|contract[\\/](events|certificates|contact)\.ts$)/,
              priority: 1,
            },
            // The mic check, whole: the studio and the profile editor show it, and apart its files are
            // three chunks the entry's preload list names (issue 35).
            {
              name: 'mic-check',
              includeDependenciesRecursively: false,
              test: /src[\\/]app[\\/]mic-check[\\/]/,
              priority: 1,
            },
            {
              name: 'audio-library',
              includeDependenciesRecursively: false,
              test: /src[\\/](app[\\/](audio-library[\\/](?!audio-library-(queries|keys)\.ts$|routes\.ts$)|freesound[\\/](?!routes\.ts$))|contract[\\/]freesound\.ts$)/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
})

/** The prerendered first visits (decision 074, scripts/prerender/): after vite-plugin-pwa has written
 *  sw.js, before the compressed copies are made. In a process of its own: it renders the app in
 *  jsdom, with the browser's export conditions, through a Vite server of its own. */
function prerender(): Plugin {
  let root = ''
  let outDir = ''
  return {
    name: 'prerender',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root
      outDir = path.resolve(config.root, config.build.outDir)
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        execFileSync(
          process.execPath,
          [
            '--conditions=browser',
            '--conditions=development',
            '--import',
            'tsx',
            'scripts/prerender/prerender-pages.ts',
            outDir,
          ],
          { cwd: root, stdio: 'inherit' },
        )
      },
    },
  }
}

/** Brotli and gzip copies of dist/'s text files. vite-plugin-pwa writes sw.js in its own
 *  closeBundle, so this one is ordered after it and waits for it. */
function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = await precompressFolder(outDir)
        const total = (key: 'size' | 'br' | 'gzip') => files.reduce((sum, file) => sum + (file[key] ?? file.size), 0)
        const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
        this.info(
          `${files.length} text files: ${kb(total('size'))}, brotli ${kb(total('br'))}, gzip ${kb(total('gzip'))}`,
        )
      },
    },
  }
}
