// The core flow in Chromium, Firefox ESR and WebKitGTK against the built app (npm run build first):
// one engine at a time, each test minutes long.
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'engines',
    include: ['tests/engines/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 120_000,
  },
})
