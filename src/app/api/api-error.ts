/** The server answered with an error status; `message` is the text to show the user, `body` the
 *  whole parsed answer (a 409 carries the current version of what was being saved). */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown = undefined,
  ) {
    super(message)
  }
}

/** The request never got an answer (offline, server down, DNS). */
export class NetworkError extends Error {
  override name = 'NetworkError'
  constructor(message = 'Could not reach the server. Check your connection and try again.') {
    super(message)
  }
}

export const defaultErrorMessage = 'An error occurred.'

/** The `message` of a JSON error body, else the start of a plain-text one (tus answers either way). */
export function messageInBody(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body)
    if (typeof parsed === 'object' && parsed !== null && 'message' in parsed && typeof parsed.message === 'string')
      return parsed.message
  } catch {
    // not JSON
  }
  return body.trim().slice(0, 200) || undefined
}

/** Reads `{ message }` from an error response; 'An error occurred.' when there is none. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  let message = defaultErrorMessage
  let body: unknown
  try {
    body = await response.json()
    if (
      typeof body === 'object' &&
      body !== null &&
      'message' in body &&
      typeof body.message === 'string' &&
      body.message
    ) {
      message = body.message
    }
  } catch {
    // no body, or not JSON: keep the default text
  }
  return new ApiError(response.status, message, body)
}

/** The text to show a user for any failure of a call. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError || error instanceof NetworkError) return error.message
  return defaultErrorMessage
}

/** The server says there is no such thing (or none this member may see). */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404
}
