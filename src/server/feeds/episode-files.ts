// The episode's transcript and chapters as podcast apps fetch them: anyone for a public episode; its
// author, the channel's owner and the class's teachers (with a token) before that; 404 otherwise,
// as for a missing episode, so an unpublished episode's link reveals nothing.
import { eq } from 'drizzle-orm'
import { episodeMessages, type EpisodeChapter, type TranscriptCue } from '#contract/episodes'
import { canEditChannel, channelRoleOf } from '../channels/access'
import type { Database } from '../db/database'
import { channels, episodes } from '../db/schema'
import { HttpError } from '../http/errors'
import { episodeStateOf } from '../episodes/visibility'

export interface EpisodeTexts {
  transcript: TranscriptCue[] | null
  chapters: EpisodeChapter[] | null
  /** Public: shared caches may keep it; otherwise only the reader's own. */
  open: boolean
}

export async function readableEpisodeTexts(
  db: Database,
  linkId: string,
  viewerId: string | null,
  now: Date,
): Promise<EpisodeTexts> {
  const [row] = linkId.includes('\u0000')
    ? []
    : await db
        .select({ episode: episodes, channel: channels })
        .from(episodes)
        .innerJoin(channels, eq(channels.id, episodes.channelId))
        .where(eq(episodes.linkId, linkId))
        .limit(1)
  if (!row) throw new HttpError(404, episodeMessages.unknownEpisode)
  const { episode, channel } = row
  const open = episodeStateOf(episode, now) === 'published'
  if (!open && episode.authorId !== viewerId && !canEditChannel(await channelRoleOf(db, channel, viewerId))) {
    throw new HttpError(404, episodeMessages.unknownEpisode)
  }
  return { transcript: episode.transcript, chapters: episode.chapters, open }
}
