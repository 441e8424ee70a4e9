// The episode summary select (episodes/summaries.ts) with more columns beside it, for lists whose
// order and page cursor come from another table (when favoured, when listened).
import { eq } from 'drizzle-orm'
import type { SelectedFields } from 'drizzle-orm/pg-core'
import type { Database } from '../db/database'
import { channels, episodeAudio, episodes, users } from '../db/schema'
import { episodeSummaryColumns } from '../episodes/summaries'

export function selectEpisodeSummariesWith<Extra extends SelectedFields>(db: Database, viewerId: string, extra: Extra) {
  return db
    .select({ ...episodeSummaryColumns(viewerId), ...extra })
    .from(episodes)
    .innerJoin(channels, eq(channels.id, episodes.channelId))
    .innerJoin(episodeAudio, eq(episodeAudio.id, episodes.audioId))
    .innerJoin(users, eq(users.id, episodes.authorId))
    .$dynamic()
}
