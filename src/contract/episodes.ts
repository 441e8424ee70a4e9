// Episodes (SPEC §2 /podcast-ep/{linkId}; DESIGN.md "Episodes"): audio every podcast app plays (MP3,
// or AAC in MP4), uploaded first and then published to a channel, from a finished session's mixdown
// (with its timed transcript and chapters) or from an audio file. Public once its time has come and
// (on a class channel, for a student) a teacher has approved it; before that only the channel's
// owner, the class's teachers and its author see it.
import { z } from 'zod/mini'
import { endpoint } from './endpoint'
import { idString } from './ids'
import { page, pageQuery } from './pagination'
import { publicUserSchema } from './users'

export const episodeLimits = {
  titleMax: 200,
  descriptionMax: 4000,
  /** Upload size of one episode's audio. */
  audioMaxBytes: 300 * 1024 * 1024,
  /** Audio a member has uploaded and not yet published, all together (kept a day: cleanup.ts). */
  audioWaitingMaxBytes: 1024 * 1024 * 1024,
  /** Lines of a transcript. */
  cuesMax: 5000,
  /** How far ahead an episode may be scheduled. */
  publishAheadYears: 10,
} as const

/** The containers an episode's audio may be: MP3, or AAC in MP4 (.m4a). */
export const episodeAudioMimes = ['audio/mpeg', 'audio/mp4'] as const
export const episodeAudioMime = z.enum(episodeAudioMimes)
export type EpisodeAudioMime = z.infer<typeof episodeAudioMime>

export const episodeMessages = {
  unknownEpisode: 'This episode does not exist.',
  titleRequired: 'Please enter a title.',
  audioType: 'The audio must be an MP3 or an M4A (AAC) file.',
  audioUnreadable: 'This audio file cannot be read. Please export it again as MP3 or M4A.',
  audioTooLarge: 'The audio file is larger than 300 MB.',
  unknownAudio: 'This audio was not uploaded by you, or is already an episode.',
  notPublisher: 'You cannot publish to this channel.',
  notEditor: 'Only the owner of this channel or a teacher of its class can change this episode.',
  notApprover: 'Only a teacher of this class can approve its episodes.',
  notWaiting: 'This episode is not waiting for approval.',
  unknownSession: 'This session does not exist or is not yours.',
  sessionPublished: 'This session is already an episode of this channel.',
  transcriptLine: 'The transcript names a line that is not in the session’s script.',
  transcriptTimes: 'The transcript’s times must be in order and within the audio.',
  approvedMeanwhile: 'A teacher has just approved this episode; only the channel’s editors can change it now.',
  publishTooLate: 'An episode can be scheduled at most 10 years ahead.',
  audioWaitingQuota: 'You have too much audio waiting to be published. Publish or wait for it to be removed.',
} as const

/** One line of the transcript: who speaks (empty for a line no role speaks), what, and when (seconds). */
export const transcriptCueSchema = z.object({
  lineId: z.string(),
  speaker: z.string(),
  text: z.string(),
  start: z.number(),
  end: z.number(),
})
export type TranscriptCue = z.infer<typeof transcriptCueSchema>

/** A chapter (Podcasting 2.0 JSON chapters): a scene heading and when its first line starts. */
export const episodeChapterSchema = z.object({ startTime: z.number(), title: z.string() })
export type EpisodeChapter = z.infer<typeof episodeChapterSchema>

export const episodeState = z.enum(['published', 'scheduled', 'unpublished', 'waiting'])
export type EpisodeState = z.infer<typeof episodeState>

export const episodeSummarySchema = z.object({
  id: z.string(),
  linkId: z.string(),
  title: z.string(),
  description: z.string(),
  channel: z.object({ id: z.string(), title: z.string(), artwork: z.nullable(z.string()) }),
  author: publicUserSchema,
  durationMs: z.int(),
  size: z.int(),
  mime: episodeAudioMime,
  /** Where the audio is (answers Range): `/api/episode-audio/<id>.mp3` or `.m4a`. */
  audioUrl: z.string(),
  publishedAt: z.nullable(z.string()),
  /** published for everyone; the others only for those who may edit it or wrote it. */
  state: episodeState,
  hasTranscript: z.boolean(),
})
export type EpisodeSummary = z.infer<typeof episodeSummarySchema>

export const episodeViewSchema = z.extend(episodeSummarySchema, {
  transcript: z.nullable(z.array(transcriptCueSchema)),
  chapters: z.nullable(z.array(episodeChapterSchema)),
  sessionId: z.nullable(z.string()),
  viewer: z.object({
    canEdit: z.boolean(),
    /** A teacher of the class channel, while it waits. */
    canApprove: z.boolean(),
    favourite: z.boolean(),
    /** Where the signed-in listener stopped (null: never played, or signed out). */
    positionMs: z.nullable(z.int()),
  }),
})
export type EpisodeView = z.infer<typeof episodeViewSchema>

export const uploadedAudioSchema = z.object({
  id: z.string(),
  mime: episodeAudioMime,
  size: z.int(),
  durationMs: z.int(),
})
export type UploadedAudio = z.infer<typeof uploadedAudioSchema>

const title = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, episodeMessages.titleRequired),
    z.maxLength(episodeLimits.titleMax, `At most ${episodeLimits.titleMax} characters.`),
  )
const description = z
  .string()
  .check(z.trim(), z.maxLength(episodeLimits.descriptionMax, `At most ${episodeLimits.descriptionMax} characters.`))
/** An ISO time; null: not published. */
const publishAt = z.nullable(z.iso.datetime({ offset: true }))

export const publishEpisodeBody = z.object({
  title,
  description: z._default(description, ''),
  audioId: idString(),
  /** The finished session this is the mixdown of; its script names the transcript's lines. */
  sessionId: z.optional(idString()),
  /** When each played line starts and ends in the audio; the server takes speaker and text from the script. */
  transcript: z.optional(
    z
      .array(z.object({ lineId: idString(), start: z.number().check(z.gte(0)), end: z.number().check(z.gte(0)) }))
      .check(z.maxLength(episodeLimits.cuesMax)),
  ),
  publishAt,
})
export type PublishEpisodeBody = z.input<typeof publishEpisodeBody>

const linkParams = z.object({ linkId: idString() })
const channelParams = z.object({ id: idString() })

export const episodeAudioUrl = (audioId: string, mime: EpisodeAudioMime) =>
  `/api/episode-audio/${encodeURIComponent(audioId)}.${mime === 'audio/mpeg' ? 'mp3' : 'm4a'}`
export const transcriptPath = (linkId: string) => `/api/episodes/${encodeURIComponent(linkId)}/transcript.vtt`
export const chaptersPath = (linkId: string) => `/api/episodes/${encodeURIComponent(linkId)}/chapters.json`

export const episodesApi = {
  /** The body is the audio itself (Content-Type audio/mpeg or audio/mp4), checked by its bytes and
   *  measured. 201. 413 `audioTooLarge`, 415 `audioType`, 422 `audioUnreadable`. */
  uploadAudio: endpoint({ method: 'POST', path: '/api/episode-audio/', response: uploadedAudioSchema }),
  /** 201. 403 `notPublisher`; 422 for the audio, session or transcript. A student's episode on a
   *  class channel waits for approval; followers are told once it is public. */
  publish: endpoint({
    method: 'POST',
    path: '/api/channels/:id/episodes',
    params: channelParams,
    body: publishEpisodeBody,
    response: episodeViewSchema,
  }),
  /** A channel's episodes, newest first: published ones, and for its editors every one. */
  ofChannel: endpoint({
    method: 'GET',
    path: '/api/channels/:id/episodes',
    params: channelParams,
    query: pageQuery,
    response: page(episodeSummarySchema),
  }),
  /** Episodes of a class channel waiting for approval (the class's teachers). */
  waiting: endpoint({
    method: 'GET',
    path: '/api/channels/:id/waiting',
    params: channelParams,
    query: pageQuery,
    response: page(episodeSummarySchema),
  }),
  /** Newest public episodes of every channel (My Podcasts signed out). */
  latest: endpoint({ method: 'GET', path: '/api/episodes/', query: pageQuery, response: page(episodeSummarySchema) }),
  /** Open for a public episode; 404 `unknownEpisode` for one the caller may not see. */
  get: endpoint({ method: 'GET', path: '/api/episodes/:linkId', params: linkParams, response: episodeViewSchema }),
  /** Title, description, publish time (null unpublishes). */
  update: endpoint({
    method: 'PATCH',
    path: '/api/episodes/:linkId',
    params: linkParams,
    body: z.object({
      title: z.optional(title),
      description: z.optional(description),
      publishAt: z.optional(publishAt),
    }),
    response: episodeViewSchema,
  }),
  remove: endpoint({ method: 'DELETE', path: '/api/episodes/:linkId', params: linkParams }),
  /** A teacher of the class channel makes a waiting episode public (at its publish time). */
  approve: endpoint({
    method: 'POST',
    path: '/api/episodes/:linkId/approve',
    params: linkParams,
    response: episodeViewSchema,
  }),
}
