// Prints what a channel's RSS feed costs (decision 058): the time to build the feed of a channel with
// 1,000 public episodes (query and XML, median of several runs), and requests per second and p99 of
// the conditional request podcast apps poll with (If-None-Match, answered 304 from one small query)
// beside a constant endpoint of the same server in the same run (GET /api/auth/ms/config: settings
// from memory, no database). On the database DATABASE_URL names, else on PGlite. Runs of 10 s (5 s
// with BENCH_SHORT or CI), constant and feed in turn, twice. Figures only.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { sql } from 'drizzle-orm'
import { feedPath } from '#contract/channels'
import type { Site } from '#server/channels/site'
import { openDatabase, type DatabaseLocation } from '#server/db/open'
import { channels } from '#server/db/schema'
import { loadFeed } from '#server/feeds/feed-data'
import { feedState } from '#server/feeds/feed-state'
import { buildFeed } from '#server/feeds/rss'
import { findOrCreateRole } from '#server/roles/service'
import { freePort } from '../support/free-port'
import { startServer } from '../support/server-process'
import { autocannonRun, type Run } from './support/autocannon-run'

const short = Boolean(process.env.BENCH_SHORT || process.env.CI)
const episodeCount = 1_000
const builds = short ? 5 : 11
const seconds = short ? 5 : 10
const connections = 50
const channelId = 'bench-feed-channel'

/** A member's channel with 1,000 public episodes, an hour apart, each with a transcript and chapters. */
async function seed(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<void> {
  const role = await findOrCreateRole(db, [])
  await db.execute(
    sql`insert into users (id, username, role_id) values ('bench-feed-owner', 'bench-feed-owner', ${role.id}) on conflict do nothing`,
  )
  await db.execute(sql`delete from channels where id = ${channelId}`)
  await db.execute(sql`delete from episode_audio where id like 'bench-feed-%'`)
  await db.insert(channels).values({
    id: channelId,
    ownerId: 'bench-feed-owner',
    title: 'Bench & Feed',
    description: 'A channel of a thousand episodes.',
    author: 'The Bench',
    category: 'Fiction',
    ownerEmail: 'bench@example.com',
    guid: '917393e3-1b1e-5cef-ace4-edaa54e1f810',
  })
  await db.execute(sql`insert into episode_audio (id, owner_id, mime, size, duration_ms)
    select 'bench-feed-a' || g, 'bench-feed-owner', 'audio/mpeg', 20000000 + g, 1800000 + g from generate_series(1, ${episodeCount}) g`)
  // Already announced (notified_at), as old episodes are: the due-episode job leaves them alone.
  await db.execute(sql`insert into episodes (id, link_id, channel_id, author_id, audio_id, title, description, transcript, chapters, published_at, notified_at)
    select 'bench-feed-e' || g, 'bench-feed-l' || g, ${channelId}, 'bench-feed-owner', 'bench-feed-a' || g,
      'Episode ' || g || ': Fish & Chips <live>', 'The ' || g || 'th night of readings, with guests and a story or two.',
      '[{"lineId":"a","speaker":"ANNA","text":"Where were you?","start":0,"end":2.5}]'::jsonb,
      '[{"startTime":0,"title":"INT. KITCHEN - NIGHT"}]'::jsonb,
      now() - g * interval '1 hour', now()
    from generate_series(1, ${episodeCount}) g`)
  await db.execute(sql`analyze episodes`)
}

/** Median milliseconds to build the feed in this process: the small state query, the episodes query and the XML. */
async function measureBuild(location: DatabaseLocation): Promise<{ median: number; bytes: number }> {
  const handle = await openDatabase(location)
  try {
    await handle.migrate()
    await seed(handle.db)
    const site: Site = {
      origin: 'http://localhost',
      podcastHost: 'podcast.localhost',
      podcastOrigin: 'http://podcast.localhost',
    }
    const times: number[] = []
    let bytes = 0
    for (let run = 0; run < builds; run++) {
      const started = performance.now()
      const now = new Date()
      const state = await feedState(handle.db, channelId, site.origin, now)
      const data = await loadFeed(handle.db, channelId, state!.lastModified, now)
      const xml = buildFeed(data!.channel, data!.episodes, site)
      times.push(performance.now() - started)
      bytes = Buffer.byteLength(xml)
      if (data!.episodes.length !== episodeCount) throw new Error(`the feed has ${data!.episodes.length} episodes`)
    }
    times.sort((a, b) => a - b)
    return { median: times[Math.floor(times.length / 2)]!, bytes }
  } finally {
    await handle.close()
  }
}

const load = (url: string, headers: Record<string, string>, expected: '2xx' | '3xx') =>
  autocannonRun(url, { connections, seconds, headers, expected })

const line = (label: string, run: Run) =>
  `  ${label.padEnd(44)} ${run.rate.toFixed(0).padStart(7)} req/s   p99 ${run.p99.toFixed(1).padStart(6)} ms${run.failures ? `   ${run.failures} unexpected` : ''}`

export async function measurePodcastFeed(): Promise<void> {
  const url = process.env.DATABASE_URL
  const engine = url ? 'PostgreSQL' : 'PGlite'
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-feed-'))
  try {
    const build = await measureBuild(url ? { url } : { pgliteDir: path.join(dataDir, 'db') })
    console.log(`\nPodcast feed on ${engine}: ${episodeCount.toLocaleString('en')} episodes`)
    console.log(
      `  building the feed (queries and XML), median of ${builds}: ${build.median.toFixed(1)} ms, ${(build.bytes / 1024).toFixed(0)} KB`,
    )

    const server = await startServer({
      port: await freePort(),
      dataDir,
      entry: 'src/server/dev.ts',
      env: { DATABASE_URL: url, LOG_LEVEL: 'warn' },
    })
    try {
      const feed = `${server.url}${feedPath(channelId)}`
      const constant = `${server.url}/api/auth/ms/config`
      const first = await fetch(feed)
      const etag = first.headers.get('etag') ?? ''
      await first.arrayBuffer()
      const check = await fetch(feed, { headers: { 'if-none-match': etag } })
      console.log(`  one conditional request answers ${check.status} (ETag ${etag})`)

      const runs: Array<{ constant: Run; feed: Run }> = []
      for (let round = 1; round <= 2; round++) {
        const constantRun = await load(constant, {}, '2xx')
        console.log(line(`GET /api/auth/ms/config (constant), run ${round}`, constantRun))
        const feedRun = await load(feed, { 'if-none-match': etag }, '3xx')
        console.log(line(`GET feed.xml with If-None-Match (304), run ${round}`, feedRun))
        runs.push({ constant: constantRun, feed: feedRun })
      }
      const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length
      const ratio = mean(runs.map((run) => run.feed.rate)) / mean(runs.map((run) => run.constant.rate))
      console.log(
        `  conditional feed / constant: ${ratio.toFixed(2)}; feed p99 ${Math.max(...runs.map((run) => run.feed.p99)).toFixed(1)} ms; ${connections} connections`,
      )
    } finally {
      await server.stop()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await measurePodcastFeed()
