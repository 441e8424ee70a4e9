import type { EpisodeSummary } from '#contract/episodes'

/** What its editors see of an episode that is not public: null for a published one. */
export function episodeStateText(
  episode: Pick<EpisodeSummary, 'state' | 'publishedAt'>,
  locale?: string,
): string | null {
  switch (episode.state) {
    case 'published':
      return null
    case 'unpublished':
      return 'Not published'
    case 'waiting':
      return 'Waiting for approval'
    case 'scheduled':
      return episode.publishedAt
        ? `Scheduled for ${new Date(episode.publishedAt).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })}`
        : 'Not published'
  }
}

/** The day it was published, as this browser writes dates. */
export function publishedDay(publishedAt: string, locale?: string): string {
  return new Date(publishedAt).toLocaleDateString(locale, { dateStyle: 'long' })
}
