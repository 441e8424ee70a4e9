// Set-up through the real API, as the member signed in in the browser (their bearer token): a
// script, its session, and takes uploaded with tus the way another engine's device would.
import { writeFile } from 'node:fs/promises'
import { takeUploadPath } from '#contract/takes'
import { createUpload, patchUpload } from '#tests/api/support/tus'

const idChars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
export const newTestId = () =>
  Array.from({ length: 22 }, () => idChars[Math.floor(Math.random() * idChars.length)]).join('')

export interface ServerTake {
  id: string
  lineId: string
  mime: string
  audioUrl: string
}

/** The take's file as the server keeps it, written to `file`. */
export async function downloadTake(base: string, token: string, take: ServerTake, file: string): Promise<void> {
  const response = await fetch(new URL(take.audioUrl, base), { headers: { authorization: `Bearer ${token}` } })
  if (!response.ok) throw new Error(`GET ${take.audioUrl}: ${response.status}`)
  await writeFile(file, new Uint8Array(await response.arrayBuffer()))
}

/** One API call as the member whose bearer token this is; throws with the server's answer unless 2xx. */
export async function callApi<T>(
  base: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`)
  return (text ? JSON.parse(text) : null) as T
}

export interface TestScript {
  id: string
  title: string
  lines: Array<{ id: string; text: string }>
}

/** A script of `[role, text]` dialogue lines, made by the member. */
export async function createScript(
  base: string,
  token: string,
  title: string,
  lines: Array<[string, string]>,
): Promise<TestScript> {
  const roles = [...new Set(lines.map(([role]) => role))].map((name) => ({ id: newTestId(), name, description: '' }))
  const script = {
    id: newTestId(),
    title,
    roles,
    lines: lines.map(([role, text]) => ({
      id: newTestId(),
      roleId: roles.find((candidate) => candidate.name === role)?.id,
      kind: 'dialogue',
      text,
    })),
  }
  await callApi(base, token, 'POST', '/api/scripts', script)
  return script
}

export async function openSessionOf(base: string, token: string, scriptId: string): Promise<string> {
  return (await callApi<{ id: string }>(base, token, 'GET', `/api/scripts/${scriptId}/session`)).id
}

export async function sessionTakes(base: string, token: string, sessionId: string): Promise<ServerTake[]> {
  return (await callApi<{ takes: ServerTake[] }>(base, token, 'GET', `/api/sessions/${sessionId}`)).takes
}

/** Uploads `bytes` as a take of the line, declared as `mime`, in one tus PATCH. */
export async function uploadTake(
  base: string,
  token: string,
  take: { sessionId: string; lineId: string; mime: string; bytes: Uint8Array },
): Promise<void> {
  const metadata = {
    takeId: newTestId(),
    sessionId: take.sessionId,
    lineId: take.lineId,
    durationMs: 1500,
    mime: take.mime,
  }
  const created = await createUpload(base, token, metadata, take.bytes.length)
  if (created.status !== 201) throw new Error(`${takeUploadPath}: ${created.status} ${await created.text()}`)
  const patched = await patchUpload(
    new URL(created.headers.get('location') ?? '', base).href,
    token,
    0,
    take.bytes.slice(),
  )
  if (patched.status !== 204) throw new Error(`PATCH take: ${patched.status} ${await patched.text()}`)
}
