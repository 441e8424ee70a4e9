// A stand-in for Freesound's API v2 on loopback, speaking its HTTP protocol: GET /apiv2/search/
// (query, filter with `duration:[a TO b]` and `license:"…"`, fields, page, page_size; a page past
// the last answers 404 "Invalid page."), the deprecated /apiv2/search/text/ redirecting there as
// Freesound does, GET /apiv2/sounds/<id>/ (404 "Not found."), and the MP3 previews (no key, with
// Range) on a preview path. The key goes as `Authorization: Token …` or `?token=`; a wrong or missing
// one answers 401 like Freesound. Every request is recorded so tests can check what was sent.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { makeMp3 } from './make-mp3'

export interface StandInSound {
  id: number
  name: string
  username: string
  duration: number
  /** The licence's name as the search filter knows it. */
  licenceName: 'Attribution' | 'Attribution NonCommercial' | 'Creative Commons 0'
  tags: string[]
  /** The preview's bytes (an MP3 unless a test wants otherwise). */
  preview: Buffer
}

export interface RecordedRequest {
  method: string
  path: string
  query: URLSearchParams
  authorization: string | undefined
  range: string | undefined
}

export interface FreesoundStandIn {
  /** FREESOUND_API_URL, e.g. http://127.0.0.1:1234/apiv2 */
  apiUrl: string
  token: string
  sounds: StandInSound[]
  requests: RecordedRequest[]
  /** Requests to the API (not previews) whose path starts with `prefix`. */
  apiRequests(prefix: string): RecordedRequest[]
  /** Every API answer becomes this status (e.g. 500) until set back to null. */
  failWith(status: number | null): void
  close(): Promise<void>
}

const licenceUrls: Record<StandInSound['licenceName'], string> = {
  Attribution: 'https://creativecommons.org/licenses/by/4.0/',
  'Attribution NonCommercial': 'http://creativecommons.org/licenses/by-nc/3.0/',
  'Creative Commons 0': 'http://creativecommons.org/publicdomain/zero/1.0/',
}

/** A few sounds with real MP3 previews. */
export async function defaultStandInSounds(): Promise<StandInSound[]> {
  return [
    {
      id: 101,
      name: 'Rain on a tin roof',
      username: 'alice',
      duration: 2,
      licenceName: 'Attribution',
      tags: ['rain', 'roof', 'ambience'],
      preview: await makeMp3(2, 330),
    },
    {
      id: 102,
      name: 'Light rain in the garden',
      username: 'bob',
      duration: 45.5,
      licenceName: 'Creative Commons 0',
      tags: ['rain', 'garden'],
      preview: await makeMp3(1, 440),
    },
    {
      id: 103,
      name: 'Thunder and rain',
      username: 'carol',
      duration: 120,
      licenceName: 'Attribution NonCommercial',
      tags: ['rain', 'thunder', 'storm'],
      preview: await makeMp3(1, 550),
    },
    {
      id: 104,
      name: 'Door creak',
      username: 'dave',
      duration: 3.2,
      licenceName: 'Attribution',
      tags: ['door', 'creak'],
      preview: await makeMp3(1, 660),
    },
  ]
}

/** What a sound instance answers without `fields`. */
const instanceFields = [
  'id',
  'url',
  'name',
  'tags',
  'description',
  'license',
  'type',
  'duration',
  'username',
  'previews',
  'num_downloads',
  'avg_rating',
]

interface ParsedFilter {
  minDuration: number | null
  maxDuration: number | null
  licence: string | null
}

/** The Solr filter this stand-in understands; anything else is refused 400 as Freesound would. */
function parseFilter(filter: string | null): ParsedFilter | null {
  const parsed: ParsedFilter = { minDuration: null, maxDuration: null, licence: null }
  let rest = (filter ?? '').trim()
  while (rest) {
    const duration = /^duration:\[(\*|\d+(?:\.\d+)?) TO (\*|\d+(?:\.\d+)?)\]\s*/.exec(rest)
    const licence = /^license:"([^"]+)"\s*/.exec(rest)
    if (duration) {
      parsed.minDuration = duration[1] === '*' ? null : Number(duration[1])
      parsed.maxDuration = duration[2] === '*' ? null : Number(duration[2])
      rest = rest.slice(duration[0].length)
    } else if (licence) {
      parsed.licence = licence[1] ?? null
      rest = rest.slice(licence[0].length)
    } else return null
  }
  return parsed
}

export async function startFreesoundStandIn(
  options: { token?: string; sounds?: StandInSound[] } = {},
): Promise<FreesoundStandIn> {
  const token = options.token ?? 'standInToken0123456789'
  const sounds = options.sounds ?? (await defaultStandInSounds())
  const requests: RecordedRequest[] = []
  let failure: number | null = null
  let base = ''

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json', allow: 'GET, HEAD, OPTIONS' })
    response.end(JSON.stringify(body))
  }

  const soundJson = (sound: StandInSound, fields: string[] | null) => {
    const full: Record<string, unknown> = {
      id: sound.id,
      url: `https://freesound.org/people/${sound.username}/sounds/${sound.id}/`,
      name: sound.name,
      tags: sound.tags,
      description: `${sound.name}, recorded for tests.`,
      license: licenceUrls[sound.licenceName],
      type: 'wav',
      duration: sound.duration,
      username: sound.username,
      previews: {
        'preview-hq-mp3': `${base}/data/previews/${sound.id}_hq.mp3`,
        'preview-lq-mp3': `${base}/data/previews/${sound.id}_lq.mp3`,
        'preview-hq-ogg': `${base}/data/previews/${sound.id}_hq.ogg`,
        'preview-lq-ogg': `${base}/data/previews/${sound.id}_lq.ogg`,
      },
      num_downloads: 7,
      avg_rating: 4.5,
    }
    // Without `fields`, Freesound's search answers id, name, tags, username and license only.
    const chosen = fields ?? ['id', 'name', 'tags', 'username', 'license']
    return Object.fromEntries(chosen.filter((field) => field in full).map((field) => [field, full[field]]))
  }

  const authorised = (request: IncomingMessage, query: URLSearchParams) =>
    request.headers.authorization === `Token ${token}` || query.get('token') === token

  function search(response: ServerResponse, url: URL) {
    const query = url.searchParams
    const filter = parseFilter(query.get('filter'))
    if (!filter) return send(response, 400, { detail: 'Invalid filter.' })
    const page = Number(query.get('page') ?? '1')
    const pageSize = Number(query.get('page_size') ?? '15')
    if (!Number.isInteger(page) || page < 1 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > 150) {
      return send(response, 400, { detail: 'Invalid page or page_size.' })
    }
    const terms = (query.get('query') ?? '').toLowerCase().split(/\s+/).filter(Boolean)
    const matching = sounds.filter(
      (sound) =>
        terms.every((term) => sound.name.toLowerCase().includes(term) || sound.tags.includes(term)) &&
        (filter.minDuration === null || sound.duration >= filter.minDuration) &&
        (filter.maxDuration === null || sound.duration <= filter.maxDuration) &&
        (filter.licence === null || sound.licenceName === filter.licence),
    )
    const results = matching.slice((page - 1) * pageSize, page * pageSize)
    if (page > 1 && results.length === 0) return send(response, 404, { detail: 'Invalid page.' })
    const fields = query.get('fields')?.split(',') ?? null
    const pageUrl = (n: number) => {
      const linked = new URL(url)
      linked.searchParams.set('page', String(n))
      return `${base}${linked.pathname}${linked.search}`
    }
    send(response, 200, {
      count: matching.length,
      next: page * pageSize < matching.length ? pageUrl(page + 1) : null,
      results: results.map((sound) => soundJson(sound, fields)),
      previous: page > 1 ? pageUrl(page - 1) : null,
    })
  }

  function preview(request: IncomingMessage, response: ServerResponse, file: string) {
    const match = /^(\d+)_hq\.mp3$/.exec(file)
    const sound = match ? sounds.find((candidate) => candidate.id === Number(match[1])) : undefined
    if (!sound) return send(response, 404, { detail: 'Not found.' })
    const bytes = sound.preview
    const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? '')
    if (range) {
      const start = Number(range[1])
      const end = Math.min(range[2] ? Number(range[2]) : bytes.length - 1, bytes.length - 1)
      if (start >= bytes.length) {
        response.writeHead(416, { 'content-range': `bytes */${bytes.length}` })
        return response.end()
      }
      response.writeHead(206, {
        'content-type': 'audio/mpeg',
        'accept-ranges': 'bytes',
        'content-range': `bytes ${start}-${end}/${bytes.length}`,
        'content-length': end - start + 1,
      })
      return response.end(bytes.subarray(start, end + 1))
    }
    response.writeHead(200, { 'content-type': 'audio/mpeg', 'accept-ranges': 'bytes', 'content-length': bytes.length })
    response.end(bytes)
  }

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', base)
    requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      authorization: request.headers.authorization,
      range: request.headers.range,
    })
    const previewFile = /^\/data\/previews\/([^/]+)$/.exec(url.pathname)
    if (previewFile) return preview(request, response, previewFile[1] ?? '')
    if (!url.pathname.startsWith('/apiv2/')) return send(response, 404, { detail: 'Not found.' })
    if (!authorised(request, url.searchParams)) {
      return send(response, 401, {
        detail: request.headers.authorization ? 'Invalid token.' : 'Authentication credentials were not provided.',
      })
    }
    if (failure !== null) return send(response, failure, { detail: 'Server error.' })
    if (url.pathname === '/apiv2/search/text/') {
      response.writeHead(301, { location: `${base}/apiv2/search/${url.search}` })
      return response.end()
    }
    if (url.pathname === '/apiv2/search/') return search(response, url)
    const soundPath = /^\/apiv2\/sounds\/(\d+)\/$/.exec(url.pathname)
    const sound = soundPath ? sounds.find((candidate) => candidate.id === Number(soundPath[1])) : undefined
    if (sound)
      return send(response, 200, soundJson(sound, url.searchParams.get('fields')?.split(',') ?? instanceFields))
    send(response, 404, { detail: 'Not found.' })
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    apiUrl: `${base}/apiv2`,
    token,
    sounds,
    requests,
    apiRequests: (prefix) => requests.filter((request) => request.path.startsWith(`/apiv2${prefix}`)),
    failWith(status) {
      failure = status
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
