// An episode as lists show it (channel pages, My Podcasts, playlists, favourites, history): one
// select that joins its channel, audio and author, which callers narrow with where/order/limit.
import { eq, sql } from 'drizzle-orm'
import { episodeAudioUrl, type EpisodeAudioMime, type EpisodeSummary } from '#contract/episodes'
import type { Database } from '../db/database'
import { channels, episodeAudio, episodes, users } from '../db/schema'
import { toPublicUser, visibleUserColumns } from '../profiles/view'
import { episodeStateOf } from './visibility'

export const episodeSummaryColumns = {
  id: episodes.id,
  linkId: episodes.linkId,
  title: episodes.title,
  description: episodes.description,
  publishedAt: episodes.publishedAt,
  awaitingApprovalSince: episodes.awaitingApprovalSince,
  createdAt: episodes.createdAt,
  hasTranscript: sql<boolean>`${episodes.transcript} is not null`,
  audio: { id: episodeAudio.id, mime: episodeAudio.mime, size: episodeAudio.size, durationMs: episodeAudio.durationMs },
  channel: { id: channels.id, title: channels.title, artwork: channels.artworkId },
  author: visibleUserColumns,
}

/** `select … from episodes` joined for a summary; add `.where(…)`, `.orderBy(…)`, `.limit(…)`. */
export function selectEpisodeSummaries(db: Database) {
  return db
    .select(episodeSummaryColumns)
    .from(episodes)
    .innerJoin(channels, eq(channels.id, episodes.channelId))
    .innerJoin(episodeAudio, eq(episodeAudio.id, episodes.audioId))
    .innerJoin(users, eq(users.id, episodes.authorId))
    .$dynamic()
}

export type EpisodeSummaryRow = Awaited<ReturnType<ReturnType<typeof selectEpisodeSummaries>['execute']>>[number]

export function toEpisodeSummary(row: EpisodeSummaryRow, now: Date): EpisodeSummary {
  const mime = row.audio.mime as EpisodeAudioMime
  return {
    id: row.id,
    linkId: row.linkId,
    title: row.title,
    description: row.description,
    channel: row.channel,
    author: toPublicUser(row.author),
    durationMs: row.audio.durationMs,
    size: row.audio.size,
    mime,
    audioUrl: episodeAudioUrl(row.audio.id, mime),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    state: episodeStateOf(row, now),
    hasTranscript: row.hasTranscript,
  }
}
