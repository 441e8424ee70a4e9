// Prints how long the dashboard's figures take over a large activity log, and how fast batches of
// 100 records are stored: on the database DATABASE_URL names, else on an in-memory PGlite.
// 1,000,000 records of 20,000 visitors over 60 days (100,000 with BENCH_SHORT or CI); the 30-day
// summary reads the last 30 days and compares them with the 30 before. Figures only.
import { sql } from 'drizzle-orm'
import { pathToFileURL } from 'node:url'
import { storeActivities } from '../../src/server/activities/service'
import { openDatabase } from '../../src/server/db/open'
import { rangeOf } from '../../src/server/metrics/range'
import { summaryOf } from '../../src/server/metrics/summary'
import { newId } from '../../src/server/db/ids'
import { findOrCreateRole } from '../../src/server/roles/service'

const short = Boolean(process.env.BENCH_SHORT || process.env.CI)
const recordCount = short ? 100_000 : 1_000_000
const members = 10_000
const perVisit = 8

function ms(from: number): string {
  return `${(performance.now() - from).toFixed(0)} ms`
}

export async function measureMetrics(): Promise<void> {
  const url = process.env.DATABASE_URL
  const handle = await openDatabase(url ? { url } : {})
  const engine = url ? 'PostgreSQL' : 'PGlite (in memory)'
  try {
    await handle.migrate()
    const { db } = handle
    await db.execute(sql`delete from activities`)
    let started = performance.now()
    const role = await findOrCreateRole(db, [])
    await db.execute(sql`insert into users (id, username, role_id)
      select 'bench-member-' || g, 'bench-member-' || g, ${role.id} from generate_series(1, ${members}) g on conflict do nothing`)
    // Visits of 8 records, a minute apart, spread over the 60 days before now; a visit is a member's
    // (its visitor one of 10,000) or a visitor's whose session is the visitor (20,000 visitors in all).
    await db.execute(sql`insert into activities (id, user_id, local_time, session, path, action, variant, context, received_at)
      select 'bench-' || g,
        case when (g / ${perVisit}) % 2 = 0 then 'bench-member-' || (1 + (g / ${perVisit} / 2) % ${members}) else null end,
        now() - interval '60 days' + ((g / ${perVisit}) * (interval '60 days' / ${recordCount / perVisit})) + (g % ${perVisit}) * interval '1 minute',
        case when (g / ${perVisit}) % 2 = 0 then 'M' || lpad((g / ${perVisit})::text, 9, '0') else 'V' || lpad(((g / ${perVisit} / 2) % ${members})::text, 9, '0') end,
        (array['/scripts', '/write', '/scriptlibrary', '/session/x', '/history'])[1 + g % 5],
        case when g % 17 = 0 then 'recording-finished' else 'page-visit' end,
        case when g % 10 = 0 then 'podcast' else 'main' end,
        '{}'::jsonb, now()
      from generate_series(0, ${recordCount - 1}) g`)
    await db.execute(sql`analyze activities`)
    console.log(`\nMetrics on ${engine}: ${recordCount.toLocaleString('en')} records written in ${ms(started)} (20,000 visitors at 1,000,000; fewer in a shorter run)`)

    const today = new Date()
    const day = (offset: number) => new Date(today.getTime() - offset * 86_400_000).toISOString().slice(0, 10)
    for (let run = 0; run < 3; run++) {
      started = performance.now()
      const range = await rangeOf(db, day(29), day(0), 'UTC')
      const [current] = await Promise.all([summaryOf(db, range.current, {}), summaryOf(db, range.previous, {})])
      console.log(`  30-day summary beside the 30 days before (run ${run + 1}): ${ms(started)} (${current.visitors} visitors, ${current.pageViews} page views)`)
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
    console.log(`  ingest: ${batches} batches of 100 in ${(seconds * 1000).toFixed(0)} ms, ${((batches * 100) / seconds).toFixed(0)} records/s`)
  } finally {
    await handle.close()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await measureMetrics()
