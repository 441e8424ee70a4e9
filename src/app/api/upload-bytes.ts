// Sends a file as the request body (episode audio, channel artwork) with upload progress, which
// fetch cannot report: XMLHttpRequest, with the bearer token and, as the API client does, one token
// refresh and one retry after a 401. Errors are the API client's: ApiError with the server's
// message, NetworkError when there was no answer.
import type { Auth } from '../auth/auth'
import { ApiError, defaultErrorMessage, NetworkError } from './api-error'

export interface UploadRequest {
  method: 'POST' | 'PUT'
  path: string
  body: Blob
  contentType: string
  onProgress?: (percent: number) => void
}

interface Answer {
  status: number
  text: string
}

function send({ method, path, body, contentType, onProgress }: UploadRequest, token: string | null): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open(method, path)
    request.setRequestHeader('Accept', 'application/json')
    request.setRequestHeader('Content-Type', contentType)
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.floor((event.loaded / event.total) * 100))
    }
    request.onload = () => resolve({ status: request.status, text: request.responseText })
    request.onerror = () => reject(new NetworkError())
    request.ontimeout = () => reject(new NetworkError())
    request.send(body)
  })
}

function errorOf({ status, text }: Answer): ApiError {
  let message = defaultErrorMessage
  let body: unknown
  try {
    body = JSON.parse(text)
    if (
      typeof body === 'object' &&
      body !== null &&
      'message' in body &&
      typeof body.message === 'string' &&
      body.message
    )
      message = body.message
  } catch {
    // Not JSON (a proxy's page): the default text.
  }
  return new ApiError(status, message, body)
}

export async function uploadBytes<T>(auth: Pick<Auth, 'api' | 'store'>, request: UploadRequest): Promise<T> {
  let answer = await send(request, auth.store.get()?.token ?? null)
  if (answer.status === 401 && (await auth.api.refresh()) === 'refreshed')
    answer = await send(request, auth.store.get()?.token ?? null)
  if (answer.status < 200 || answer.status >= 300) throw errorOf(answer)
  return JSON.parse(answer.text) as T
}
