// A race made on purpose: a trigger deletes the episode a row names just before that row is
// inserted, as if the episode were removed between a route's check and its write. Drop it after
// with `drop trigger "remove_first" on "<table>"`. The insert then fails, and its transaction's
// rollback brings the episode back: use an episode no other test relies on.
import { sql } from 'drizzle-orm'
import type { Database } from '#server/db/database'

export async function removeEpisodeOnInsert(
  db: Database,
  table: 'favourites' | 'listens' | 'playlist_items',
): Promise<void> {
  await db.execute(
    sql.raw(`create or replace function "remove_episode_first"() returns trigger language plpgsql as $$
      begin delete from "episodes" where "id" = new."episode_id"; return new; end $$`),
  )
  await db.execute(
    sql.raw(
      `create trigger "remove_first" before insert on "${table}" for each row execute function "remove_episode_first"()`,
    ),
  )
}
