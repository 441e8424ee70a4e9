// `npm run bench`: builds the client when needed and prints the figures the issues ask for, each
// bench's seconds after its figures. Figures only: nothing here passes or fails on a number (the
// first-load JavaScript budgets are checked by tests/e2e/first-load-budget.spec.ts). BENCH_SHORT=1
// (or CI) runs the shorter versions (Lighthouse once per page, a minute of recording, smaller logs).
// `npm run bench -- --quick` (CI's stage) runs only the benches of the first load, start, upload,
// recording, audio finishing and the trimmer; the long ones (the dashboard's log, the polls, scale-out, the soak,
// and their PostgreSQL runs) run in `npm run bench` alone.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { measureAudioFinishing } from './audio-finish'
import { measureBundleSize } from './bundle-size'
import { measureClassroomUploads } from './classroom-uploads'
import { measureLighthouse } from './lighthouse'
import { measureMetrics } from './metrics'
import { measureNotificationPoll } from './notifications-poll'
import { measurePodcastFeed } from './podcast-feed'
import { measureReadBytes } from './read-bytes'
import { measureReads } from './reads'
import { measureRecordPress } from './record-press'
import { measureRecording } from './recording'
import { measureSignIns } from './sign-ins'
import { measureSoak } from './soak'
import { measureStartTime } from './start-time'
import { measureTrimmer } from './trimmer'
import { measureUpload } from './upload'

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

interface Bench {
  name: string
  run: () => unknown
  /** Part of `--quick`, CI's stage. */
  quick?: true
}

const benches: Bench[] = [
  { name: 'first-load JavaScript', run: measureBundleSize, quick: true },
  { name: 'Lighthouse', run: measureLighthouse, quick: true },
  { name: 'start time', run: measureStartTime, quick: true },
  { name: 'upload', run: measureUpload, quick: true },
  { name: 'recording', run: measureRecording, quick: true },
  // From the studio's opening to Record, and from the press to recording, at CPU 1× and 4× (issue 38).
  { name: 'to the microphone', run: measureRecordPress },
  // A session's audio finished for the Podcast preset on the device's code: loudness, peaks, time, memory.
  { name: 'audio finishing', run: measureAudioFinishing, quick: true },
  // Where the trimmer puts a take's start and end, over tones and spoken phrases of known onset.
  { name: 'trimmer', run: measureTrimmer, quick: true },
  // The dashboard's reads over a large activity log: PGlite, then PostgreSQL in a throw-away cluster.
  { name: 'metrics', run: measureMetrics },
  { name: 'metrics on PostgreSQL', run: () => onPostgres('tests/bench/metrics.ts', 'Metrics on PostgreSQL') },
  // The notification poll beside a constant endpoint of the same server: PGlite, then PostgreSQL.
  { name: 'notification poll', run: measureNotificationPoll },
  {
    name: 'notification poll on PostgreSQL',
    run: () => onPostgres('tests/bench/notifications-poll.ts', 'The notification poll on PostgreSQL'),
  },
  // A channel's feed of 1,000 episodes: building it, and the 304 podcast apps poll with beside the constant.
  { name: 'podcast feed', run: measurePodcastFeed },
  {
    name: 'podcast feed on PostgreSQL',
    run: () => onPostgres('tests/bench/podcast-feed.ts', 'The podcast feed on PostgreSQL'),
  },
  // A script, a session and a library page read beside the constant endpoint, 304s from memory (issue 36).
  { name: 'reads', run: measureReads },
  { name: 'reads on PostgreSQL', run: () => onPostgres('tests/bench/reads.ts', 'The reads on PostgreSQL') },
  // What a signed-in member's second visit to /scripts and to a session costs on the wire (issue 36).
  { name: 'read bytes', run: measureReadBytes },
  // 30 devices uploading their takes through one 2 Mbit/s link: time against the ideal, fairness, bytes (issue 36).
  { name: 'classroom uploads', run: measureClassroomUploads },
  // A class signing in at once: 30 within 2 s, 200 within 10 s and 2 s, beside a cheap read (issue 36).
  { name: 'sign-ins', run: measureSignIns },
  { name: 'sign-ins on PostgreSQL', run: () => onPostgres('tests/bench/sign-ins.ts', 'Sign-ins on PostgreSQL') },
  // A second server process on the same PostgreSQL, behind a round-robin, beside one (issue 17).
  { name: 'scale-out', run: () => onPostgres('tests/bench/scale-out.ts', 'Scale-out on PostgreSQL') },
  // 1,000 members (200 short) on one server for 10 minutes (1 short): errors, p99 per endpoint, heap.
  { name: 'soak', run: measureSoak },
  { name: 'soak on PostgreSQL', run: () => onPostgres('tests/bench/soak.ts', 'The soak on PostgreSQL') },
]

const quick = process.argv.includes('--quick')
if (!existsSync('dist/.vite/manifest.json')) execFileSync('npx', ['vite', 'build'], { stdio: 'inherit' })
const startedAll = performance.now()
for (const bench of benches.filter((each) => !quick || each.quick)) {
  const started = performance.now()
  await bench.run()
  console.log(`\n[bench] ${bench.name}: ${((performance.now() - started) / 1000).toFixed(0)} s`)
}
console.log(`\n[bench] all${quick ? ' quick' : ''} benches: ${((performance.now() - startedAll) / 1000).toFixed(0)} s`)
