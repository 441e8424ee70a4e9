// A channel's RSS feed as podcast apps read it, parsed by podcast-partytime: every channel and item
// tag of issue 15, only public episodes, XML escaping, the WebVTT transcript (parsed by
// webvtt-parser) and JSON chapters with who may read them, and the conditional requests that let
// apps poll cheaply (ETag, Last-Modified, 304).
import { createRequire } from 'node:module'
import { gunzipSync } from 'node:zlib'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { parseFeed } from 'podcast-partytime'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { artworkUrl, feedPath, type ChannelView } from '#contract/channels'
import { chaptersPath, episodeAudioUrl, transcriptPath, type TranscriptCue } from '#contract/episodes'
import { channels, classMembers } from '#server/db/schema'
import { stateTtlMs } from '#server/feeds/state-cache'
import { escapeXml } from '#server/feeds/xml'
import { bearer, makeClassMembership, makeSignedInUser, type UserFixture } from './support/factories'
import { insertEpisode, type EpisodeRow } from './support/episode-rows'
import { publishEpisode } from './support/podcast'
import { startTestApp, type TestApp } from './support/test-app'

interface VttCue {
  startTime: number
  endTime: number
  text: string
  tree: { children: Array<{ type: string; name?: string; value?: string; children?: Array<{ value?: string }> }> }
}
const load = createRequire(import.meta.url)
const { WebVTTParser } = load('webvtt-parser') as {
  WebVTTParser: new (entities: Record<string, string>) => {
    parse(input: string, mode?: string): { cues: VttCue[]; errors: unknown[] }
  }
}
// The HTML entities a browser decodes in cue text (the parser's default knows only a few).
const htmlEntities = load('webvtt-parser/html-entities.json') as Record<string, string>

type Member = UserFixture & { token: string }

const host = 'voices.example'
const origin = `http://${host}`
const hour = 3_600_000

let t: TestApp
let dataDir: string
let owner: Member
let stranger: Member
let channel: ChannelView
let guid: string
let newest: EpisodeRow
let older: EpisodeRow
let hidden: Record<'scheduled' | 'unpublished' | 'waiting', EpisodeRow>

const transcript: TranscriptCue[] = [
  { lineId: 'l1', speaker: 'ANNA', text: 'Where were you?', start: 0, end: 2.5 },
  { lineId: 'l2', speaker: 'BEN', text: 'Out & about <late>.', start: 2.5, end: 61.25 },
  { lineId: 'l3', speaker: '', text: 'A door slams.', start: 61.25, end: 3725.5 },
]
const chapters = [
  { startTime: 0, title: 'INT. KITCHEN - NIGHT' },
  { startTime: 61.25, title: 'EXT. STREET - DAY' },
]

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'feeds-'))
  t = await startTestApp({ contentDir: null, dataDir })
  owner = await makeSignedInUser(t.app, t.db)
  stranger = await makeSignedInUser(t.app, t.db)
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/channels/',
    headers: { ...bearer(owner.token), host },
    payload: {
      title: 'Tales & "Tails" <of> the \'Night\'',
      description: 'Short radio plays, read aloud.',
      author: 'The Tellers',
      language: 'en-GB',
      category: 'Health & Fitness',
      explicit: true,
      ownerEmail: 'host@voices.example',
      locked: true,
    },
  })
  expect(made.statusCode, made.body).toBe(201)
  channel = made.json<ChannelView>()
  const art = await t.app.inject({
    method: 'PUT',
    url: `/api/channels/${channel.id}/artwork`,
    headers: { ...bearer(owner.token), 'content-type': 'image/png' },
    payload: await sharp({ create: { width: 1400, height: 1400, channels: 3, background: '#ff01cd' } })
      .png()
      .toBuffer(),
  })
  expect(art.statusCode, art.body).toBe(200)
  channel = art.json<ChannelView>()
  guid = (await t.db.select({ guid: channels.guid }).from(channels).where(eq(channels.id, channel.id)))[0]!.guid

  const now = Date.now()
  const base = { channelId: channel.id, authorId: owner.id }
  older = await insertEpisode(t.db, {
    ...base,
    title: 'Pilot',
    publishedAt: new Date(now - 48 * hour),
    mime: 'audio/mp4',
    size: 1234,
    durationMs: 59_600,
  })
  newest = await insertEpisode(t.db, {
    ...base,
    title: 'Fish & Chips <said> "she" & \'he\'',
    description: 'Night two.',
    publishedAt: new Date(now - hour),
    transcript,
    chapters,
    size: 98_765,
    durationMs: 3_725_500,
  })
  hidden = {
    scheduled: await insertEpisode(t.db, { ...base, title: 'Scheduled', publishedAt: new Date(now + 24 * hour) }),
    unpublished: await insertEpisode(t.db, { ...base, title: 'Unpublished', publishedAt: null, transcript, chapters }),
    waiting: await insertEpisode(t.db, {
      ...base,
      title: 'Waiting',
      publishedAt: new Date(now - 2 * hour),
      awaitingApprovalSince: new Date(now),
      transcript,
    }),
  }
})
afterAll(async () => {
  await t.close()
  await rm(dataDir, { recursive: true, force: true })
})

const getFeed = (headers: Record<string, string> = {}, channelId = channel.id) =>
  t.app.inject({ method: 'GET', url: feedPath(channelId), headers: { host, ...headers } })

describe('the feed', () => {
  it('has every channel tag podcast apps read', async () => {
    const res = await getFeed()
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8')
    expect(res.headers['cache-control']).toBe('public, max-age=300')
    expect(res.body).toContain('xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"')
    expect(res.body).toContain('xmlns:podcast="https://podcastindex.org/namespace/1.0"')
    expect(res.body).toContain(
      `<atom:link href="${origin}${feedPath(channel.id)}" rel="self" type="application/rss+xml"/>`,
    )

    const feed = parseFeed(res.body)!
    expect(feed).toMatchObject({
      title: 'Tales & "Tails" <of> the \'Night\'',
      link: `http://podcast.${host}/channel/${channel.id}`,
      description: 'Short radio plays, read aloud.',
      language: 'en-GB',
      author: 'The Tellers',
      itunesImage: `${origin}${artworkUrl(channel.artwork!, 3000)}`,
      itunesCategory: ['Health & Fitness'],
      explicit: true,
      owner: { name: 'The Tellers', email: 'host@voices.example' },
      guid,
      locked: true,
      podcastOwner: 'host@voices.example',
    })
    expect(guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })

  it('lists the public episodes only, newest first, with every item tag', async () => {
    const feed = parseFeed((await getFeed()).body)!
    expect(feed.items.map((item) => item.guid)).toEqual([newest.id, older.id])
    const [first, second] = feed.items
    expect(first).toMatchObject({
      title: 'Fish & Chips <said> "she" & \'he\'',
      description: 'Night two.',
      guid: newest.id,
      enclosure: {
        url: `${origin}${episodeAudioUrl(newest.audioId, 'audio/mpeg')}`,
        length: 98_765,
        type: 'audio/mpeg',
      },
      duration: 3726,
      podcastTranscripts: [{ url: `${origin}${transcriptPath(newest.linkId)}`, type: 'text/vtt' }],
      podcastChapters: { url: `${origin}${chaptersPath(newest.linkId)}`, type: 'application/json+chapters' },
    })
    expect(second).toMatchObject({
      enclosure: { url: `${origin}${episodeAudioUrl(older.audioId, 'audio/mp4')}`, length: 1234, type: 'audio/mp4' },
      duration: 60,
    })
    expect(second!.podcastTranscripts).toBeUndefined()
    expect(second!.podcastChapters).toBeUndefined()
    expect(Math.abs(first!.pubDate!.getTime() - (Date.now() - hour))).toBeLessThan(120_000)

    const body = (await getFeed()).body
    expect(body).toContain(`<guid isPermaLink="false">${newest.id}</guid>`)
    expect(body).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/)
    for (const name of ['Scheduled', 'Unpublished', 'Waiting']) expect(body).not.toContain(`<title>${name}</title>`)
  })

  it('escapes text and attributes instead of using CDATA', async () => {
    const body = (await getFeed()).body
    expect(body).not.toContain('CDATA')
    expect(body).toContain('<title>Fish &amp; Chips &lt;said&gt; &quot;she&quot; &amp; &apos;he&apos;</title>')
    expect(body).toContain('<itunes:category text="Health &amp; Fitness"/>')
    expect(escapeXml('a\u0000b\u0007c\uFFFEd \uD800 e\uD83C\uDFA4')).toBe('abcd  e\uD83C\uDFA4')
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;')
  })

  it('names the owner without an e-mail, and leaves out what a channel lacks', async () => {
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/channels/',
      headers: { ...bearer(owner.token), host },
      payload: { title: 'Plain', category: 'Arts', locked: false },
    })
    const feedRes = await getFeed({}, plain.json<ChannelView>().id)
    const feed = parseFeed(feedRes.body)!
    expect(feed.itunesImage).toBeUndefined()
    // The owner shows no public name or handle: the channel's title names them. (partytime reports
    // an owner only with an e-mail.)
    expect(feedRes.body).toContain('<itunes:owner><itunes:name>Plain</itunes:name></itunes:owner>')
    expect(feed.owner).toBeUndefined()
    // partytime reads podcast:locked only with its owner attribute, which needs the e-mail.
    expect(feed.locked).toBeUndefined()
    expect(feed.items).toEqual([])
    expect(feed.description).toBe('Plain')
    expect(feedRes.body).toContain('<podcast:locked>no</podcast:locked>')
  })

  it('links to the podcast site from the podcast host too', async () => {
    const res = await t.app.inject({ method: 'GET', url: feedPath(channel.id), headers: { host: `podcast.${host}` } })
    const feed = parseFeed(res.body)!
    expect(feed.link).toBe(`http://podcast.${host}/channel/${channel.id}`)
    expect(feed.items[0]!.enclosure.url.startsWith(`http://podcast.${host}/api/episode-audio/`)).toBe(true)
  })

  it('carries an episode published through the API, whose enclosure answers Range', async () => {
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/channels/',
      headers: { ...bearer(owner.token), host },
      payload: { title: 'Live', category: 'Arts' },
    })
    const channelId = other.json<ChannelView>().id
    const published = await publishEpisode(t.app, owner.token, channelId, { title: 'Through the API', seconds: 3 })
    const [item] = parseFeed((await getFeed({}, channelId)).body)!.items
    expect(item).toMatchObject({
      guid: published.id,
      title: 'Through the API',
      enclosure: { length: published.size, type: 'audio/mpeg' },
      duration: Math.round(published.durationMs / 1000),
    })
    const audio = await t.app.inject({
      method: 'GET',
      url: new URL(item!.enclosure.url).pathname,
      headers: { range: 'bytes=0-99' },
    })
    expect(audio.statusCode).toBe(206)
    expect(audio.rawPayload.length).toBe(100)
  })

  it('is compressed for clients that accept it', async () => {
    const res = await getFeed({ 'accept-encoding': 'gzip' })
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(parseFeed(gunzipSync(res.rawPayload).toString('utf8'))!.title).toBe(parseFeed((await getFeed()).body)!.title)
  })

  it('answers 404 for an unknown channel', async () => {
    for (const id of ['nope', '%00']) {
      const res = await getFeed({}, id)
      expect(res.statusCode, res.body).toBe(404)
    }
  })
})

describe('transcripts and chapters', () => {
  it('serves the transcript as WebVTT with speakers, texts and times', async () => {
    const res = await t.app.inject({ method: 'GET', url: transcriptPath(newest.linkId) })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('text/vtt; charset=utf-8')
    expect(res.body).toContain('00:01:01.250 --> 01:02:05.500')
    const parsed = new WebVTTParser(htmlEntities).parse(res.body, 'metadata')
    expect(parsed.errors).toEqual([])
    expect(parsed.cues.map((cue) => [cue.startTime, cue.endTime])).toEqual([
      [0, 2.5],
      [2.5, 61.25],
      [61.25, 3725.5],
    ])
    const voices = parsed.cues.map((cue) => {
      const voice = cue.tree.children.find((node) => node.name === 'v')
      return voice
        ? [voice.value, voice.children?.map((child) => child.value).join('')]
        : [null, cue.tree.children.map((node) => node.value).join('')]
    })
    expect(voices).toEqual([
      ['ANNA', 'Where were you?'],
      ['BEN', 'Out & about <late>.'],
      [null, 'A door slams.'],
    ])
  })

  it('serves the chapters as Podcasting 2.0 JSON chapters', async () => {
    const res = await t.app.inject({ method: 'GET', url: chaptersPath(newest.linkId) })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('application/json+chapters; charset=utf-8')
    expect(res.json()).toEqual({ version: '1.2.0', chapters })
  })

  it('hides those of episodes that are not public, except from who may edit them', async () => {
    const teacher = await makeSignedInUser(t.app, t.db)
    const { classId } = await makeClassMembership(t.db, teacher.id, 'teacher')
    await t.db.update(channels).set({ classId }).where(eq(channels.id, channel.id))
    const student = await makeSignedInUser(t.app, t.db)
    await t.db.insert(classMembers).values({ classId, userId: student.id, membership: 'student' })
    for (const episode of [hidden.unpublished, hidden.waiting]) {
      for (const member of [null, stranger, student]) {
        const res = await t.app.inject({
          method: 'GET',
          url: transcriptPath(episode.linkId),
          headers: member ? bearer(member.token) : {},
        })
        expect(res.statusCode).toBe(404)
      }
      for (const member of [owner, teacher]) {
        const res = await t.app.inject({
          method: 'GET',
          url: transcriptPath(episode.linkId),
          headers: bearer(member.token),
        })
        expect(res.statusCode).toBe(200)
        expect(res.headers['cache-control']).toBe('private, no-store')
      }
    }
    expect((await t.app.inject({ method: 'GET', url: chaptersPath(hidden.unpublished.linkId) })).statusCode).toBe(404)
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: chaptersPath(hidden.unpublished.linkId),
          headers: bearer(owner.token),
        })
      ).statusCode,
    ).toBe(200)
  })

  it('answers 404 for an episode without them and for unknown episodes, 400 for an address with NUL', async () => {
    for (const url of [
      transcriptPath(older.linkId),
      chaptersPath(older.linkId),
      transcriptPath('nope'),
      chaptersPath('nope'),
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404)
    }
    const nul = await t.app.inject({ method: 'GET', url: '/api/episodes/%00/transcript.vtt' })
    expect(nul.statusCode).toBe(400)
    expect(nul.json()).toEqual({ message: 'The request contains a NUL character, which is not allowed.' })
  })
})

// Last: it moves the clock a day on, past the members' tokens.
describe('polling the feed', () => {
  it('answers 304 to If-None-Match and If-Modified-Since', async () => {
    const first = await getFeed()
    const etag = first.headers.etag as string
    const lastModified = first.headers['last-modified'] as string
    expect(etag).toMatch(/^"[^"]+"$/)
    expect(Date.parse(lastModified)).toBeGreaterThan(0)

    const byTag = await getFeed({ 'if-none-match': etag })
    expect(byTag.statusCode).toBe(304)
    expect(byTag.body).toBe('')
    expect(byTag.headers.etag).toBe(etag)
    expect((await getFeed({ 'if-none-match': `W/${etag}` })).statusCode).toBe(304)
    expect((await getFeed({ 'if-modified-since': lastModified })).statusCode).toBe(304)
    expect(
      (await getFeed({ 'if-modified-since': new Date(Date.parse(lastModified) - 1000).toUTCString() })).statusCode,
    ).toBe(200)
    expect((await getFeed({ 'if-none-match': '"other"', 'if-modified-since': lastModified })).statusCode).toBe(200)
    expect((await getFeed({ 'if-modified-since': 'not a date' })).statusCode).toBe(200)
  })

  it('changes its ETag when an episode is published, the channel changes or a scheduled episode comes due', async () => {
    const before = (await getFeed()).headers.etag as string
    const added = await insertEpisode(t.db, {
      channelId: channel.id,
      authorId: owner.id,
      title: 'Fresh',
      publishedAt: new Date(t.clock.now().getTime() - 1000),
    })
    // Polls within a few seconds are answered from memory.
    expect((await getFeed({ 'if-none-match': before })).statusCode).toBe(304)
    t.clock.advance(stateTtlMs)
    const afterPublish = await getFeed({ 'if-none-match': before })
    expect(afterPublish.statusCode).toBe(200)
    expect(parseFeed(afterPublish.body)!.items[0]!.guid).toBe(added.id)

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/channels/${channel.id}`,
      headers: bearer(owner.token),
      payload: { title: 'Renamed', category: 'Fiction' },
    })
    expect(edited.statusCode).toBe(200)
    t.clock.advance(stateTtlMs)
    const afterEdit = await getFeed({ 'if-none-match': afterPublish.headers.etag as string })
    expect(afterEdit.statusCode).toBe(200)
    expect(parseFeed(afterEdit.body)!.title).toBe('Renamed')

    t.clock.advance(25 * hour)
    const due = await getFeed({ 'if-none-match': afterEdit.headers.etag as string })
    expect(due.statusCode).toBe(200)
    expect(parseFeed(due.body)!.items[0]!.guid).toBe(hidden.scheduled.id)
    expect(Date.parse(due.headers['last-modified'] as string)).toBeGreaterThan(
      Date.parse(afterEdit.headers['last-modified'] as string),
    )
  })
})
