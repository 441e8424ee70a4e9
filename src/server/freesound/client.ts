// A small client of Freesound's API v2 with the server's own key (`Authorization: Token …`, sent to
// the API only, never to the preview host). Whatever goes wrong upstream (no answer within the
// timeout, a refused key, a 5xx, JSON we cannot read) becomes one 502/503 with the `unreachable`
// message; the members can do nothing about it but try later.
import { freesoundMessages } from '#contract/freesound'
import type { FreesoundSettings } from '../config'
import { HttpError } from '../http/errors'
import { soundFields, upstreamSound, upstreamSoundList, type UpstreamSound, type UpstreamSoundList } from './upstream'

export const freesoundTimeoutMs = 10_000
/** A preview's whole transfer (an HQ MP3 of 10 minutes is about 10 MB). */
const previewTransferMs = 5 * 60_000

export const unreachable = (status: 502 | 503 = 502) => new HttpError(status, freesoundMessages.unreachable)
export const unknownSound = () => new HttpError(404, freesoundMessages.unknownSound)

export interface SearchRequest {
  query: string
  filter: string | null
  page: number
  pageSize: number
}

interface Logger {
  warn(object: object, message: string): void
  error(object: object, message: string): void
}

export interface FreesoundClient {
  /** One page of the text search; a page past the last answers an empty list. */
  search(request: SearchRequest): Promise<UpstreamSoundList>
  /** The sound instance; 404 `unknownSound` when Freesound has no such sound. */
  sound(id: number): Promise<UpstreamSound>
  /** Opens a preview file (no key sent); `range` is passed on. The caller reads or cancels the body. */
  openPreview(url: string, range?: string): Promise<Response>
}

export function createFreesoundClient(
  settings: FreesoundSettings,
  log: Logger,
  timeoutMs = freesoundTimeoutMs,
): FreesoundClient {
  async function call(path: string, params: Record<string, string>): Promise<Response> {
    const url = new URL(`${settings.apiUrl}${path}`)
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
    let response: Response
    try {
      response = await fetch(url, {
        headers: { authorization: `Token ${settings.token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      log.warn({ err: error, path }, 'Freesound did not answer')
      throw unreachable(503)
    }
    if (response.status === 401 || response.status === 403)
      log.error({ status: response.status, path }, 'Freesound refused FREESOUND_TOKEN')
    else if (!response.ok && response.status !== 404)
      log.warn({ status: response.status, path }, 'Freesound answered an error')
    if (response.status === 429 || response.status === 503) throw unreachable(503)
    return response
  }

  async function json(response: Response, path: string): Promise<unknown> {
    try {
      return await response.json()
    } catch (error) {
      log.warn({ err: error, path }, 'Freesound answered JSON we cannot read')
      throw unreachable()
    }
  }

  return {
    async search({ query, filter, page, pageSize }) {
      const path = '/search/'
      const response = await call(path, {
        query,
        ...(filter ? { filter } : {}),
        fields: soundFields.join(','),
        page: String(page),
        page_size: String(pageSize),
      })
      // Freesound answers a page past the last with 404 ("Invalid page").
      if (response.status === 404) {
        await response.body?.cancel()
        return { count: 0, next: null, results: [] }
      }
      if (!response.ok) throw unreachable()
      const parsed = upstreamSoundList.safeParse(await json(response, path))
      if (!parsed.success) throw unreachable()
      return parsed.data
    },

    async sound(id) {
      const path = `/sounds/${id}/`
      const response = await call(path, { fields: soundFields.join(',') })
      if (response.status === 404) {
        await response.body?.cancel()
        throw unknownSound()
      }
      if (!response.ok) throw unreachable()
      const parsed = upstreamSound.safeParse(await json(response, path))
      if (!parsed.success || parsed.data.id !== id) throw unreachable()
      return parsed.data
    },

    async openPreview(url, range) {
      // The headers must come within the API's timeout; the bytes may take longer, but not forever.
      const headers = new AbortController()
      const timer = setTimeout(() => headers.abort(), timeoutMs)
      const signal = AbortSignal.any([headers.signal, AbortSignal.timeout(previewTransferMs)])
      try {
        const response = await fetch(url, { headers: range ? { range } : {}, signal })
        if (!response.ok) {
          await response.body?.cancel()
          log.warn({ status: response.status, url }, 'Freesound preview answered an error')
          throw response.status === 404 ? unknownSound() : unreachable()
        }
        return response
      } catch (error) {
        if (error instanceof HttpError) throw error
        log.warn({ err: error, url }, 'Freesound preview did not answer')
        throw unreachable(503)
      } finally {
        clearTimeout(timer)
      }
    },
  }
}
