// The RSS 2.0 document of a channel, with the iTunes and Podcasting 2.0 tags directories and apps
// read (decision 058). Pure: feed-data.ts loads what it needs, routes.ts decides when to build it.
import { artworkUrl, feedPath } from '#contract/channels'
import { chaptersPath, episodeAudioUrl, transcriptPath, type EpisodeAudioMime } from '#contract/episodes'
import type { Site } from '../channels/site'
import { element } from './xml'

export interface FeedChannel {
  id: string
  title: string
  description: string
  language: string
  author: string
  category: string
  explicit: boolean
  ownerEmail: string
  locked: boolean
  guid: string
  artworkId: string | null
  /** itunes:owner's name when the channel names no author: the owner's public name or handle. */
  ownerName: string
  lastModified: Date
}

export interface FeedEpisode {
  id: string
  linkId: string
  title: string
  description: string
  publishedAt: Date
  audio: { id: string; mime: string; size: number; durationMs: number }
  hasTranscript: boolean
  hasChapters: boolean
}

export const feedNamespaces = {
  itunes: 'http://www.itunes.com/dtds/podcast-1.0.dtd',
  podcast: 'https://podcastindex.org/namespace/1.0',
  atom: 'http://www.w3.org/2005/Atom',
} as const

export function buildFeed(channel: FeedChannel, episodes: readonly FeedEpisode[], site: Site): string {
  const name = channel.author || channel.ownerName
  const head = [
    element('title', channel.title),
    element('link', `${site.podcastOrigin}/channel/${encodeURIComponent(channel.id)}`),
    element('atom:link', null, {
      href: `${site.origin}${feedPath(channel.id)}`,
      rel: 'self',
      type: 'application/rss+xml',
    }),
    element('description', channel.description || channel.title),
    element('language', channel.language),
    element('lastBuildDate', channel.lastModified.toUTCString()),
    element('generator', 'My Pod Page'),
    element('itunes:author', name),
    ...(channel.artworkId
      ? [element('itunes:image', null, { href: `${site.origin}${artworkUrl(channel.artworkId, 3000)}` })]
      : []),
    element('itunes:category', null, { text: channel.category }),
    element('itunes:explicit', channel.explicit ? 'true' : 'false'),
    `<itunes:owner>${element('itunes:name', name)}${channel.ownerEmail ? element('itunes:email', channel.ownerEmail) : ''}</itunes:owner>`,
    element('itunes:type', 'episodic'),
    element('podcast:guid', channel.guid),
    element('podcast:locked', channel.locked ? 'yes' : 'no', channel.ownerEmail ? { owner: channel.ownerEmail } : {}),
  ]
  const items = episodes.map((episode) => item(episode, site))
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<rss version="2.0" xmlns:itunes="${feedNamespaces.itunes}" xmlns:podcast="${feedNamespaces.podcast}" xmlns:atom="${feedNamespaces.atom}">\n` +
    `<channel>\n${head.join('\n')}\n${items.join('\n')}\n</channel>\n</rss>\n`
  )
}

function item(episode: FeedEpisode, site: Site): string {
  const parts = [
    element('title', episode.title),
    element('description', episode.description || episode.title),
    element('link', `${site.podcastOrigin}/podcast-ep/${encodeURIComponent(episode.linkId)}`),
    element('guid', episode.id, { isPermaLink: 'false' }),
    element('pubDate', episode.publishedAt.toUTCString()),
    element('enclosure', null, {
      url: `${site.origin}${episodeAudioUrl(episode.audio.id, episode.audio.mime as EpisodeAudioMime)}`,
      length: String(episode.audio.size),
      type: episode.audio.mime,
    }),
    element('itunes:duration', String(Math.round(episode.audio.durationMs / 1000))),
    element('itunes:episodeType', 'full'),
    ...(episode.hasTranscript
      ? [
          element('podcast:transcript', null, {
            url: `${site.origin}${transcriptPath(episode.linkId)}`,
            type: 'text/vtt',
          }),
        ]
      : []),
    ...(episode.hasChapters
      ? [
          element('podcast:chapters', null, {
            url: `${site.origin}${chaptersPath(episode.linkId)}`,
            type: 'application/json+chapters',
          }),
        ]
      : []),
  ]
  return `<item>\n${parts.join('\n')}\n</item>`
}
