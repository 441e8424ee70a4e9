// An episode as lists show it (channel pages, My Podcasts, playlists, favourites, history): one
// select that joins its channel, audio and author, which callers narrow with where/order/limit.
// The author's protected name reaches the viewers SPEC allows (friends, classmates, teachers: the
// teacher approving a pupil's episode sees who wrote it); public lists pass no viewer.
import { eq, sql } from 'drizzle-orm'
import { episodeAudioUrl, type EpisodeAudioMime, type EpisodeSummary } from '#contract/episodes'
import type { Database } from '../db/database'
import { channels, episodeAudio, episodes, users } from '../db/schema'
import { visibleUser, visibleUserColumns } from '../profiles/view'
import { seesProtectedSql } from '../profiles/viewer'
import { episodeStateOf } from './visibility'

const episodeColumns = {
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

/** The summary's columns, with whether `viewerId` sees the author's protected fields. */
export function episodeSummaryColumns(viewerId: string | null) {
  const authorSeen = viewerId ? seesProtectedSql(viewerId, users.id) : sql<boolean>`false`
  return { ...episodeColumns, authorSeen }
}

/** `select … from episodes` joined for a summary; add `.where(…)`, `.orderBy(…)`, `.limit(…)`. */
export function selectEpisodeSummaries(db: Database, viewerId: string | null) {
  return db
    .select(episodeSummaryColumns(viewerId))
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
    author: visibleUser(row.author, row.authorSeen === true),
    durationMs: row.audio.durationMs,
    size: row.audio.size,
    mime,
    audioUrl: episodeAudioUrl(row.audio.id, mime),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    state: episodeStateOf(row, now),
    hasTranscript: row.hasTranscript,
  }
}
