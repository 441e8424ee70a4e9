// The people and things a walk through the product meets, made through the real API and the admin
// command: the walker (a member with every privilege, so every screen opens), a friend who shares
// a session and writes to them, an event and a certificate, a podcaster with one episode.
import { makeMp3 } from '#tests/support/make-mp3'
import type { OwnServer } from '#tests/e2e/support/own-server'
import { callApi, createScript, openSessionOf, type TestScript } from './member-api'
import { printedId, runOwnAdmin } from './own-admin'

export interface Member {
  id: string
  username: string
  password: string
  token: string
  name: string
  handle: string
}

const password = 'walk-pass-1'
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

async function signedOut<T>(base: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** A public name and handle, saved the way the profile editor saves them. */
async function nameMember(
  base: string,
  member: Omit<Member, 'name' | 'handle'>,
  name: string,
  handle: string,
): Promise<Member> {
  const form = new FormData()
  form.set('name', name)
  form.set('handle', handle)
  form.set('nameVisibility', 'public')
  const response = await fetch(`${base}/api/users/profile`, {
    method: 'POST',
    headers: { authorization: `Bearer ${member.token}` },
    body: form,
  })
  if (!response.ok) throw new Error(`POST /api/users/profile: ${response.status} ${await response.text()}`)
  return { ...member, name, handle }
}

type Session = { token: string; user: { id: string } }

/** A new member registered through the API, with a public name. */
export async function registerMember(base: string, name: string): Promise<Member> {
  const username = `${unique('m')}@example.test`
  const session = await signedOut<Session>(base, '/api/users/create', { username, password })
  return nameMember(
    base,
    { id: session.user.id, username, password, token: session.token },
    name,
    unique(name.split(' ')[0]!.toLowerCase()),
  )
}

export const walkerPrivileges = 'read_free_script,audio_library,show_metrics,draft,teacher'

/** A member made with the admin command, holding every privilege a screen asks for. */
export async function createWalker(server: OwnServer, name: string): Promise<Member> {
  const username = unique('walker')
  await runOwnAdmin(server, [
    'create-user',
    '--username',
    username,
    '--email',
    `${username}@example.test`,
    '--password',
    password,
    '--privileges',
    walkerPrivileges,
  ])
  const session = await signedOut<Session>(server.url, '/api/users/authenticate', { username, password })
  return nameMember(
    server.url,
    { id: session.user.id, username, password, token: session.token },
    name,
    unique('walker'),
  )
}

export async function befriend(base: string, asker: Member, accepter: Member): Promise<void> {
  await callApi(base, asker.token, 'POST', '/api/friendships/', { userId: accepter.id })
  await callApi(base, accepter.token, 'POST', `/api/friendships/${asker.id}/accept`)
}

export async function sendMessage(base: string, from: Member, to: Member, body: string): Promise<void> {
  await callApi(base, from.token, 'POST', `/api/conversations/${to.id}/messages`, {
    clientId: unique('message-client-id-'),
    body,
  })
}

export async function messagesBetween(base: string, reader: Member, other: Member): Promise<string[]> {
  return (
    await callApi<{ items: Array<{ body: string }> }>(
      base,
      reader.token,
      'GET',
      `/api/conversations/${other.id}/messages`,
    )
  ).items.map((message) => message.body)
}

/** A script of the owner's, its session and a share link to the whole session. */
export async function sharedSession(
  base: string,
  owner: Member,
  title: string,
  lines: Array<[string, string]>,
): Promise<{ script: TestScript; sessionId: string; linkId: string }> {
  const script = await createScript(base, owner.token, title, lines)
  const sessionId = await openSessionOf(base, owner.token, script.id)
  const link = await callApi<{ linkId: string }>(base, owner.token, 'POST', `/api/sessions/${sessionId}/links`, {})
  return { script, sessionId, linkId: link.linkId }
}

export async function createEvent(server: OwnServer, title: string): Promise<string> {
  const starts = new Date(Date.now() + 7 * 24 * 3600_000)
  const ends = new Date(starts.getTime() + 2 * 3600_000)
  const args = [
    'create-event',
    '--title',
    title,
    '--starts',
    starts.toISOString(),
    '--ends',
    ends.toISOString(),
    '--capacity',
    '30',
    '--place',
    'The town hall',
  ]
  return printedId(await runOwnAdmin(server, args))
}

export async function issueCertificate(
  server: OwnServer,
  member: Member,
  title: string,
  eventId: string,
): Promise<string> {
  const output = await runOwnAdmin(server, [
    'issue-certificate',
    '--username',
    member.username,
    '--title',
    title,
    '--event',
    eventId,
  ])
  const id = /Issued certificate (\S+) to/.exec(output)?.[1]
  if (!id) throw new Error(`issue-certificate printed no id: ${output}`)
  return id
}

/** A channel of the owner's with one episode published now from a real MP3 of `seconds`. */
export async function publishedEpisode(
  base: string,
  owner: Member,
  titles: { channel: string; episode: string },
  seconds: number,
) {
  const channel = await callApi<{ id: string }>(base, owner.token, 'POST', '/api/channels/', {
    title: titles.channel,
    description: 'Stories read aloud.',
    category: 'Fiction',
  })
  const upload = await fetch(`${base}/api/episode-audio/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'audio/mpeg' },
    body: new Uint8Array(await makeMp3(seconds)),
  })
  if (upload.status !== 201) throw new Error(`POST /api/episode-audio/: ${upload.status} ${await upload.text()}`)
  const audio = (await upload.json()) as { id: string }
  const episode = await callApi<{ linkId: string }>(base, owner.token, 'POST', `/api/channels/${channel.id}/episodes`, {
    title: titles.episode,
    description: 'A tone, for listening in every engine.',
    audioId: audio.id,
    publishAt: new Date().toISOString(),
  })
  return { channelId: channel.id, linkId: episode.linkId }
}
