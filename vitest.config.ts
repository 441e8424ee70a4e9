import { readdirSync, readFileSync } from 'node:fs'
import { defineConfig } from 'vitest/config'
import { chakraGlobalCssPlugin } from './src/app/variant/chakra-global-css'
import { system } from './src/app/variant/systems'

const unitSettings = {
  environment: 'jsdom' as const,
  setupFiles: ['tests/unit/setup.ts'],
  // A file's first render of the app imports its lazy screens cold: over 5 s on a busy 2-core CI
  // machine (seen), though the test waits only for what the screen shows.
  testTimeout: 20_000,
}
/** The unit files that mock a module (`vi.mock`), found by reading them. */
const mockingModules = readdirSync('tests/unit', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `tests/unit/${file}`)
  .filter((file) => /\bvi\.(doMock|mock)\(/.test(readFileSync(file, 'utf8')))
const restartsPostgres = 'tests/api/postgres-only/postgres-restart.test.ts'
// The API files share their worker's modules (`isolate: false`): each starts its own app over its own
// database, and importing the server anew for each file cost about 2 s of a worker's time.
const apiSettings = { environment: 'node', testTimeout: 30_000, hookTimeout: 60_000, isolate: false } as const

export default defineConfig({
  // The app's screens import Chakra's global CSS, a module written from the system.
  plugins: [chakraGlobalCssPlugin(system)],
  test: {
    // Vitest's default is one worker fewer than the cores: one file at a time on the 2-core CI
    // machines. Two workers use both cores (the whole run passed so under a load of 8).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: mockingModules,
          ...unitSettings,
          // The files of a worker share its modules, as the API files do: importing the app anew for
          // each file cost more worker time than the tests themselves (setup.ts unstubs the globals).
          isolate: false,
        },
      },
      // A file that mocks a module needs modules of its own: in a shared set, a module imported by an
      // earlier file keeps the real one.
      { extends: true, test: { name: 'unit-mocking', include: mockingModules, ...unitSettings } },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // Tests of PostgreSQL's own behaviour run only when the suite runs against PostgreSQL, and
          // those of the embedded database's files only when it runs on PGlite.
          exclude: process.env.DATABASE_URL
            ? [restartsPostgres, 'tests/api/pglite-only/**']
            : ['tests/api/postgres-only/**'],
          ...apiSettings,
        },
      },
      // Restarting PostgreSQL breaks every other file's connections to it: that file runs alone,
      // after the others (`--project 'api*'` runs both).
      ...(process.env.DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'api-alone',
                include: [restartsPostgres],
                maxWorkers: 1,
                sequence: { groupOrder: 1 },
                ...apiSettings,
              },
            },
          ]
        : []),
    ],
  },
})
