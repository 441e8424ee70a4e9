// Prints how long the dashboard's figures take over a large activity log, and how fast batches of
// 100 records are stored: on the database DATABASE_URL names, else on an in-memory PGlite.
// 1,000,000 records of 20,000 visitors over 60 days (100,000 with BENCH_SHORT or CI), loaded in bulk
// and rolled up once; then the 30-day dashboard, all panels together as the screen asks for them (the
// figures beside the 30 days before, the series, the tables, the realtime count), without a filter
// and with a path filter (which reads the log). Figures only.
import { sql } from 'drizzle-orm'
import { pathToFileURL } from 'node:url'
import { storeActivities } from '#server/activities/service'
import { openDatabase } from '#server/db/open'
import { rebuildRollups } from '#server/activities/rollups'
import { breakdownsOf } from '#server/metrics/breakdowns'
import { rangeOf } from '#server/metrics/range'
import { realtimeOf } from '#server/metrics/realtime'
import { seriesOf } from '#server/metrics/series'
import { summaryOf } from '#server/metrics/summary'
import type { MetricsFilters } from '#contract/metrics'
import type { Database } from '#server/db/database'
import { newId } from '#server/db/ids'
import { findOrCreateRole } from '#server/roles/service'

const short = Boolean(process.env.BENCH_SHORT || process.env.CI)
const recordCount = short ? 100_000 : 1_000_000
const members = 10_000
const perVisit = 8

function ms(from: number): string {
  return `${(performance.now() - from).toFixed(0)} ms`
}

/** The generated log, loaded in bulk (the rollups are left to rebuildRollups). */
export async function loadLog(db: Database): Promise<void> {
  await db.execute(sql`delete from activities`)
  const role = await findOrCreateRole(db, [])
  await db.execute(sql`insert into users (id, username, role_id)
    select 'bench-member-' || g, 'bench-member-' || g, ${role.id} from generate_series(1, ${members}) g on conflict do nothing`)
  // Visits of 8 records, a minute apart, spread over the 60 days before now, each its own session;
  // 2 in 25 are signed-out visitors (each its own visitor: 10,000 at 1,000,000 records), the
  // others of 10,000 members: 20,000 visitors in all.
  await db.execute(sql`insert into activities (id, user_id, local_time, session, path, action, variant, context, received_at)
    select 'bench-' || g,
      case when (g / ${perVisit}) % 25 in (0, 12) then null else 'bench-member-' || (1 + (g / ${perVisit}) % ${members}) end,
      now() - interval '60 days' + ((g / ${perVisit}) * (interval '60 days' / ${recordCount / perVisit})) + (g % ${perVisit}) * interval '1 minute',
      'B' || lpad((g / ${perVisit})::text, 9, '0'),
      (array['/scripts', '/write', '/scriptlibrary', '/session/x', '/history'])[1 + g % 5],
      case when g % 17 = 0 then 'recording-finished' when g % 23 = 0 then 'take-uploaded' else 'page-visit' end,
      case when g % 10 = 0 then 'podcast' else 'main' end,
      jsonb_build_object('variant', case when g % 10 = 0 then 'podcast' else 'main' end,
        'display', case when (g / ${perVisit}) % 3 = 0 then 'standalone' else 'browser' end,
        'online', g % 7 <> 0, 'waitedMs', (g % 1000) * 1000),
      now()
    from generate_series(0, ${recordCount - 1}) g`)
}

/** Everything the dashboard asks for at once for the last 30 days. */
async function dashboard(db: Database, filter: MetricsFilters): Promise<string> {
  const today = new Date()
  const day = (offset: number) => new Date(today.getTime() - offset * 86_400_000).toISOString().slice(0, 10)
  const query = { from: day(29), to: day(0), tz: 'UTC', ...filter }
  const range = await rangeOf(db, query.from, query.to, query.tz)
  const took: string[] = []
  const timed = async <T>(label: string, work: Promise<T>): Promise<T> => {
    const from = performance.now()
    const result = await work
    took.push(`${label} ${ms(from)}`)
    return result
  }
  const [current, , series, breakdowns] = await Promise.all([
    timed('figures', summaryOf(db, range.current, filter)),
    timed('figures before', summaryOf(db, range.previous, filter)),
    timed('series', seriesOf(db, range, query)),
    timed('tables', breakdownsOf(db, range.current, filter)),
    timed('realtime', realtimeOf(db, today, filter)),
  ])
  return `${current.visitors} visitors, ${current.pageViews} page views, ${current.takesRecorded} takes, ${series.points.length} days, ${breakdowns.topPages.length} top pages; each: ${took.join(', ')}`
}

export async function measureMetrics(): Promise<void> {
  const url = process.env.DATABASE_URL
  const handle = await openDatabase(url ? { url } : {})
  const engine = url ? 'PostgreSQL' : 'PGlite (in memory)'
  try {
    await handle.migrate()
    const { db } = handle
    let started = performance.now()
    await loadLog(db)
    console.log(
      `\nMetrics on ${engine}: ${recordCount.toLocaleString('en')} records written in ${ms(started)} (20,000 visitors at 1,000,000; fewer in a shorter run)`,
    )
    started = performance.now()
    await rebuildRollups(db)
    await db.execute(sql`analyze activities`)
    await db.execute(sql`analyze activity_visits`)
    await db.execute(sql`analyze activity_counts`)
    const [visits, counts] = await Promise.all([
      db.execute(sql`select count(*) as n from activity_visits`),
      db.execute(sql`select count(*) as n from activity_counts`),
    ])
    const countOf = (result: unknown) =>
      Number((result as { rows: { n: string | number }[] }).rows[0]?.n).toLocaleString('en')
    console.log(
      `  rollups rebuilt from the log in ${ms(started)}: ${countOf(visits)} visits, ${countOf(counts)} quarter-hour counts`,
    )

    for (const [label, filter] of [
      ['30-day dashboard, all panels', {}],
      ['30-day dashboard filtered to /write', { path: '/write' }],
    ] as const) {
      for (let run = 0; run < 3; run++) {
        started = performance.now()
        const figures = await dashboard(db, filter)
        console.log(`  ${label} (run ${run + 1}): ${ms(started)} (${figures})`)
      }
    }

    const batches = short ? 20 : 100
    started = performance.now()
    for (let batch = 0; batch < batches; batch++) {
      const now = new Date()
      const records = Array.from({ length: 100 }, () => ({
        id: newId(),
        userId: null,
        localTime: now.toISOString(),
        session: 'Ingest0001',
        path: '/scripts',
        action: 'page-visit',
        context: { variant: 'main' as const },
      }))
      await storeActivities(db, records, now)
    }
    const seconds = (performance.now() - started) / 1000
    console.log(
      `  ingest: ${batches} batches of 100 in ${(seconds * 1000).toFixed(0)} ms, ${((batches * 100) / seconds).toFixed(0)} records/s`,
    )
  } finally {
    await handle.close()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await measureMetrics()
