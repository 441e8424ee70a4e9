// Where a take's audio comes from, nearest first: this device's recording chunks (a take not yet
// uploaded, or still being sent), then the `take-audio` cache (heard before, or uploaded from
// here), then the server, with the bearer token when one is given (the portfolio sends none).
import { takeAudioPath } from '#contract/takes'
import { readCachedTakeAudio, type TakesStore } from '#app/takes'

export interface TakeAudioDeps {
  takes?: TakesStore
  token?: () => string | null
  /** '' in the browser (same origin); a full origin in tests. */
  baseUrl?: string
}

export const takeAudioUnreachable = 'A take is not on this device and the server cannot be reached.'

export async function loadTakeAudio(takeId: string, { takes, token, baseUrl = '' }: TakeAudioDeps): Promise<Blob> {
  const local = await takes?.assemble(takeId)
  if (local && local.size > 0) return local
  const cached = await readCachedTakeAudio(takeId)
  if (cached) return cached

  const bearer = token?.()
  let response: Response
  try {
    response = await fetch(`${baseUrl}${takeAudioPath(takeId)}`, {
      headers: bearer ? { Authorization: `Bearer ${bearer}` } : {},
    })
  } catch {
    throw new Error(takeAudioUnreachable)
  }
  if (!response.ok) throw new Error(`A take could not be loaded (${await messageOf(response)}).`)
  return response.blob()
}

async function messageOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown }
    if (typeof body.message === 'string') return body.message
  } catch {
    // Not JSON: the status says enough.
  }
  return `HTTP ${response.status}`
}
