// Podcast channels (SPEC §1, §2 podcast variant; DESIGN.md "channel / episode"): anyone reads a
// channel and its published episodes; its owner edits it; a class's channel is managed by the
// class's teachers, and its students publish to it for their teacher's approval. Members follow
// channels. Every channel has an RSS feed (feedPath) and square artwork.
import { z } from 'zod/mini'
import { endpoint } from './endpoint'
import { idParams, idString } from './ids'
import { page, pageQuery } from './pagination'
import { publicUserSchema } from './users'

export const channelLimits = {
  titleMax: 200,
  descriptionMax: 4000,
  authorMax: 200,
  emailMax: 254,
  /** Artwork bytes as uploaded, before the server makes its square JPEGs. */
  artworkMaxBytes: 20 * 1024 * 1024,
  /** Podcast directories ask for square artwork of 1400 to 3000 px. */
  artworkMinPixels: 1400,
  /** Decoded size an upload may have (memory while it is cut and scaled). */
  artworkMaxMegapixels: 40,
} as const

/** The sizes stored for every artwork: 3000 and 1400 for directories, 300 for lists. */
export const artworkSizes = [3000, 1400, 300] as const
export type ArtworkSize = (typeof artworkSizes)[number]

/** Apple Podcasts' top-level categories (`itunes:category text`). */
export const podcastCategories = [
  'Arts',
  'Business',
  'Comedy',
  'Education',
  'Fiction',
  'Government',
  'Health & Fitness',
  'History',
  'Kids & Family',
  'Leisure',
  'Music',
  'News',
  'Religion & Spirituality',
  'Science',
  'Society & Culture',
  'Sports',
  'Technology',
  'True Crime',
  'TV & Film',
] as const
export const podcastCategory = z.enum(podcastCategories)

export const channelMessages = {
  titleRequired: 'Please enter a title.',
  unknownChannel: 'This channel does not exist.',
  notOwner: 'Only the owner of this channel can change it.',
  notTeacher: 'Only a teacher of this class can make its channel.',
  classHasChannel: 'This class already has a channel.',
  language: 'Please enter a language code such as en or en-GB.',
  email: 'Please enter a valid e-mail address.',
  artworkType: 'The artwork must be a JPEG, PNG or WebP image.',
  artworkTooSmall: `The artwork must be at least ${channelLimits.artworkMinPixels} × ${channelLimits.artworkMinPixels} pixels.`,
  artworkTooLarge: 'The artwork is larger than 20 MB.',
  artworkTooManyPixels: `The artwork must be at most ${channelLimits.artworkMaxMegapixels} megapixels (6000 × 6000 pixels is fine).`,
} as const

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters.`))

export const channelFields = z.object({
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, channelMessages.titleRequired),
      z.maxLength(channelLimits.titleMax, `At most ${channelLimits.titleMax} characters.`),
    ),
  description: z._default(text(channelLimits.descriptionMax), ''),
  author: z._default(text(channelLimits.authorMax), ''),
  language: z._default(
    z.string().check(z.trim(), z.regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/, channelMessages.language)),
    'en',
  ),
  category: podcastCategory,
  explicit: z._default(z.boolean(), false),
  /** `itunes:owner` e-mail in the feed; empty for none. */
  ownerEmail: z._default(
    z.string().check(
      z.trim(),
      z.maxLength(channelLimits.emailMax),
      z.refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), channelMessages.email),
    ),
    '',
  ),
  locked: z._default(z.boolean(), true),
})
export type ChannelFields = z.input<typeof channelFields>

export const channelSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  author: z.string(),
  language: z.string(),
  category: podcastCategory,
  explicit: z.boolean(),
  ownerEmail: z.string(),
  locked: z.boolean(),
  owner: publicUserSchema,
  /** A class's channel: the class's id and name. */
  class: z.nullable(z.object({ id: z.string(), name: z.string() })),
  /** Artwork id for artworkUrl; null until uploaded. */
  artwork: z.nullable(z.string()),
  /** Published episodes, as the public sees them. */
  episodeCount: z.int(),
  followerCount: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Channel = z.infer<typeof channelSchema>

/** A channel as the caller sees it: what they may do with it. */
export const channelViewSchema = z.extend(channelSchema, {
  viewer: z.object({
    following: z.boolean(),
    /** Owner, or a teacher of the channel's class: edits it and its episodes. */
    canEdit: z.boolean(),
    /** May publish to it (a class's students too, for approval). */
    canPublish: z.boolean(),
  }),
})
export type ChannelView = z.infer<typeof channelViewSchema>

/** A channel with a few of its newest published episodes (My Podcasts). */
export const channelWithEpisodesSchema = z.object({
  channel: channelSchema,
  /** Newest first, at most 3; the episode shape of contract/episodes.ts without transcript. */
  latestEpisodes: z.array(
    z.object({
      id: z.string(),
      linkId: z.string(),
      title: z.string(),
      publishedAt: z.nullable(z.string()),
      durationMs: z.int(),
    }),
  ),
  /** Episodes awaiting a teacher's approval (for the class's teachers; 0 otherwise). */
  waitingCount: z.int(),
})
export type ChannelWithEpisodes = z.infer<typeof channelWithEpisodesSchema>

export const artworkParams = z.object({
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, 'This artwork does not exist.')),
  size: z.enum(['3000', '1400', '300']),
})

export const artworkUrl = (artworkId: string, size: ArtworkSize) =>
  `/api/channel-artwork/${encodeURIComponent(artworkId)}/${size}.jpg`
export const feedPath = (channelId: string) => `/api/channels/${encodeURIComponent(channelId)}/feed.xml`

export const channelsApi = {
  /** 201. `classId`: a class the caller teaches (403 `notTeacher`; 409 `classHasChannel`). */
  create: endpoint({
    method: 'POST',
    path: '/api/channels/',
    body: z.extend(channelFields, { classId: z.optional(idString()) }),
    response: channelViewSchema,
  }),
  /** Open: anyone reads a channel. 404 `unknownChannel`. */
  get: endpoint({ method: 'GET', path: '/api/channels/:id', params: idParams, response: channelViewSchema }),
  /** Owner or a teacher of its class (403 `notOwner`). */
  update: endpoint({
    method: 'PUT',
    path: '/api/channels/:id',
    params: idParams,
    body: channelFields,
    response: channelViewSchema,
  }),
  /** Owner only; its episodes, their audio and feed go with it. 204. */
  remove: endpoint({ method: 'DELETE', path: '/api/channels/:id', params: idParams }),
  /** The body is the image itself (Content-Type image/jpeg, image/png or image/webp), checked by
   *  its bytes, cropped to the centre square, stored at artworkSizes. 413/415/422 with a message. */
  artwork: endpoint({
    method: 'PUT',
    path: '/api/channels/:id/artwork',
    params: idParams,
    response: channelViewSchema,
  }),
  /** Channels the caller owns or teaches the class of, newest first, with their latest episodes. */
  mine: endpoint({
    method: 'GET',
    path: '/api/channels/mine',
    query: pageQuery,
    response: page(channelWithEpisodesSchema),
  }),
  /** Channels the caller may publish to: their own, their classes' (teacher or student). */
  publishable: endpoint({
    method: 'GET',
    path: '/api/channels/publishable',
    response: z.object({ items: z.array(channelSchema) }),
  }),
  /** Channels the caller follows, the one with the newest episode first. */
  followed: endpoint({
    method: 'GET',
    path: '/api/channels/followed',
    query: pageQuery,
    response: page(channelWithEpisodesSchema),
  }),
  /** Idempotent: following twice is following. 204. */
  follow: endpoint({ method: 'PUT', path: '/api/channels/:id/follow', params: idParams }),
  unfollow: endpoint({ method: 'DELETE', path: '/api/channels/:id/follow', params: idParams }),
}
