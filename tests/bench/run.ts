// `npm run bench`: builds the client when needed and prints the figures the issues ask for.
// Figures only: nothing here passes or fails on a number (the first-load JavaScript budgets are
// checked by tests/e2e/first-load-budget.spec.ts). BENCH_SHORT=1 (or CI) runs Lighthouse once per
// page instead of three times.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { measureAudioFinishing } from './audio-finish'
import { measureBundleSize } from './bundle-size'
import { measureLighthouse } from './lighthouse'
import { measureMetrics } from './metrics'
import { measureNotificationPoll } from './notifications-poll'
import { measurePodcastFeed } from './podcast-feed'
import { measureRecording } from './recording'
import { measureSoak } from './soak'
import { measureStartTime } from './start-time'
import { measureUpload } from './upload'

if (!existsSync('dist/.vite/manifest.json')) execFileSync('npx', ['vite', 'build'], { stdio: 'inherit' })
await measureBundleSize()
await measureLighthouse()
await measureStartTime()
await measureUpload()
await measureRecording()
// A session's audio finished for the Podcast preset on the device's code: loudness, peaks, time, memory.
await measureAudioFinishing()
// The dashboard's reads over a large activity log: PGlite here, PostgreSQL in a throw-away cluster
// where its server binaries are installed (as in CI).
await measureMetrics()
const postgresInstalled =
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((version) => existsSync(`/usr/lib/postgresql/${version}/bin/initdb`))
/** Runs a bench file again in a throw-away PostgreSQL cluster, where its server binaries are installed. */
function onPostgres(file: string, what: string): void {
  if (!postgresInstalled) return
  try {
    execFileSync('bash', ['tests/api/with-postgres.sh', 'node', '--import', 'tsx', file], { stdio: 'inherit' })
  } catch {
    console.log(`\n${what} did not run.`)
  }
}
onPostgres('tests/bench/metrics.ts', 'Metrics on PostgreSQL')
// The notification poll beside a constant endpoint of the same server: PGlite, then PostgreSQL.
await measureNotificationPoll()
onPostgres('tests/bench/notifications-poll.ts', 'The notification poll on PostgreSQL')
// A channel's feed of 1,000 episodes: building it, and the 304 podcast apps poll with beside the constant.
await measurePodcastFeed()
onPostgres('tests/bench/podcast-feed.ts', 'The podcast feed on PostgreSQL')
// A second server process on the same PostgreSQL, behind a round-robin, beside one (issue 17).
onPostgres('tests/bench/scale-out.ts', 'Scale-out on PostgreSQL')
// 1,000 members (200 short) on one server for 10 minutes (1 short): errors, p99 per endpoint, heap.
await measureSoak()
onPostgres('tests/bench/soak.ts', 'The soak on PostgreSQL')
