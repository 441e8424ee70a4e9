// Episodes written straight into the tables, for tests of what reads them (channels, feeds): any
// state (published, scheduled, unpublished, waiting) with any transcript and chapters, no file needed.
import { randomBytes } from 'node:crypto'
import type { EpisodeChapter, TranscriptCue } from '#contract/episodes'
import type { Database } from '#server/db/database'
import { episodeAudio, episodes } from '#server/db/schema'

export interface EpisodeRowInput {
  channelId: string
  authorId: string
  title?: string
  description?: string
  publishedAt?: Date | null
  awaitingApprovalSince?: Date | null
  transcript?: TranscriptCue[] | null
  chapters?: EpisodeChapter[] | null
  durationMs?: number
  size?: number
  mime?: 'audio/mpeg' | 'audio/mp4'
}

export interface EpisodeRow {
  id: string
  linkId: string
  audioId: string
}

export async function insertEpisode(db: Database, input: EpisodeRowInput): Promise<EpisodeRow> {
  const [audio] = await db
    .insert(episodeAudio)
    .values({
      ownerId: input.authorId,
      mime: input.mime ?? 'audio/mpeg',
      size: input.size ?? 48_000,
      durationMs: input.durationMs ?? 125_400,
    })
    .returning({ id: episodeAudio.id })
  const [row] = await db
    .insert(episodes)
    .values({
      linkId: randomBytes(12).toString('base64url'),
      channelId: input.channelId,
      authorId: input.authorId,
      audioId: audio!.id,
      title: input.title ?? 'An episode',
      description: input.description ?? '',
      publishedAt: input.publishedAt === undefined ? new Date() : input.publishedAt,
      awaitingApprovalSince: input.awaitingApprovalSince ?? null,
      transcript: input.transcript ?? null,
      chapters: input.chapters ?? null,
    })
    .returning({ id: episodes.id, linkId: episodes.linkId, audioId: episodes.audioId })
  return row!
}
