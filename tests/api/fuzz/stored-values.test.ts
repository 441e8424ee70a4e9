// What the server accepts is what it keeps: drafts, scripts and messages written with generated text
// (HTML and SQL metacharacters, Unicode edge cases, emoji, RTL marks, long strings) are read back
// exactly as the contract's own parse of the request says they were accepted (titles trimmed, and
// nothing else changed), and a refused write changes nothing.
import fc from 'fast-check'
import { z } from 'zod/mini'
import { afterAll, describe, expect, it } from 'vitest'
import { newDraftBody, saveDraftBody, type Draft } from '#contract/drafts'
import { sendMessageBody, type Message } from '#contract/messages'
import { newScriptBody, type Script } from '#contract/scripts'
import { bearer, clientId, makeFriends, makeSignedInUser } from '../support/factories'
import { startTestApp } from '../support/test-app'
import { hostileString } from './hostile-values'

const runs = Math.max(50, Math.floor(Number(process.env.FUZZ_RUNS ?? 1_000) / 5))

const t = await startTestApp({ contentDir: null })
const writer = await makeSignedInUser(t.app, t.db)
const friend = await makeSignedInUser(t.app, t.db)
await makeFriends(t.db, writer.id, friend.id)
/** Members who write to `friend`, each well under the limit of messages a minute. */
const senders = await Promise.all(
  Array.from({ length: Math.ceil(runs / 50) }, async () => {
    const sender = await makeSignedInUser(t.app, t.db)
    await makeFriends(t.db, sender.id, friend.id)
    return sender
  }),
)

afterAll(() => t.close())

/** Text without NUL (refused with a 400 by design, see endpoints.test.ts), hostile otherwise. */
const text = (max: number) =>
  fc
    .oneof(hostileString, fc.string({ unit: 'grapheme', maxLength: 60 }))
    .map((value) => value.replaceAll('\u0000', '').slice(0, max))

const wellFormed = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.isWellFormed()
    : typeof value === 'object' && value !== null
      ? Object.values(value).every(wellFormed)
      : true

/** Texts as the server takes them in: without a leading U+FEFF (validation.ts says why). */
const withoutLeadingBom = (value: unknown): unknown =>
  typeof value === 'string'
    ? value.replace(/^\uFEFF+/, '')
    : Array.isArray(value)
      ? value.map(withoutLeadingBom)
      : typeof value === 'object' && value !== null
        ? Object.fromEntries(Object.entries(value).map(([key, child]) => [key, withoutLeadingBom(child)]))
        : value

/** The contract's parse, after the server's own rules: text must be well-formed Unicode, and a
 *  leading byte-order mark is dropped. */
function acceptedBy<S extends z.core.$ZodType>(
  schema: S,
  sent: object,
): { success: true; data: z.output<S> } | { success: false } {
  if (!wellFormed(sent)) return { success: false }
  const result = z.safeParse(schema, withoutLeadingBom(sent))
  return result.success ? { success: true, data: result.data } : { success: false }
}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) })

describe('what is accepted is stored as accepted', () => {
  it(`drafts: created and saved with generated titles and bodies (${runs} cases)`, async () => {
    await fc.assert(
      fc.asyncProperty(text(250), text(3_000), text(250), text(3_000), async (title, body, newTitle, newBody) => {
        const sent = { id: clientId(), title, body }
        const created = await call('POST', '/api/drafts', writer.token, sent)
        const accepted = acceptedBy(newDraftBody, sent)
        expect(created.statusCode).toBe(accepted.success ? 201 : 400)
        if (!accepted.success) return
        const save = { title: newTitle, body: newBody, baseVersion: 1 }
        const saved = await call('PUT', `/api/drafts/${sent.id}`, writer.token, save)
        const acceptedSave = acceptedBy(saveDraftBody, save)
        expect(saved.statusCode).toBe(acceptedSave.success ? 200 : 400)
        const expected = acceptedSave.success ? acceptedSave.data : accepted.data
        const stored = (await call('GET', `/api/drafts/${sent.id}`, writer.token)).json<Draft>()
        expect({ title: stored.title, body: stored.body }).toEqual({ title: expected.title, body: expected.body })
      }),
      { numRuns: runs },
    )
  })

  it(`scripts: titles, descriptions, role names and lines (${runs} cases)`, async () => {
    await fc.assert(
      fc.asyncProperty(
        text(250),
        text(2_500),
        fc.array(text(120), { minLength: 1, maxLength: 3 }),
        fc.array(text(600), { maxLength: 5 }),
        async (title, description, roleNames, lineTexts) => {
          const roles = roleNames.map((name) => ({ id: clientId(), name, description: name }))
          const lines = lineTexts.map((lineText, index) => ({
            id: clientId(),
            roleId: roles[index % roles.length]?.id ?? null,
            kind: 'dialogue' as const,
            text: lineText,
          }))
          const sent = { id: clientId(), title, description, visibility: 'private' as const, roles, lines }
          const created = await call('POST', '/api/scripts', writer.token, sent)
          const accepted = acceptedBy(newScriptBody, sent)
          expect(created.statusCode).toBe(accepted.success ? 201 : 400)
          if (!accepted.success) return
          const stored = (await call('GET', `/api/scripts/${sent.id}`, writer.token)).json<Script>()
          const { title: t1, description: d1, roles: r1, lines: l1 } = accepted.data
          expect({
            title: stored.title,
            description: stored.description,
            roles: stored.roles,
            lines: stored.lines,
          }).toEqual({ title: t1, description: d1, roles: r1, lines: l1 })
        },
      ),
      { numRuns: runs },
    )
  })

  it(`messages: sent to a friend and read by them (${runs} cases)`, async () => {
    let sent = 0
    await fc.assert(
      fc.asyncProperty(text(5_000), async (body) => {
        const sender = senders[Math.floor(sent++ / 50)] ?? writer
        const message = { clientId: clientId(), body }
        const answer = await call('POST', `/api/conversations/${friend.id}/messages`, sender.token, message)
        const accepted = acceptedBy(sendMessageBody, message)
        expect(answer.statusCode).toBe(accepted.success ? 201 : 400)
        if (!accepted.success) return
        const received = (await call('GET', `/api/conversations/${sender.id}/messages?limit=1`, friend.token)).json<{
          items: Message[]
        }>()
        expect(received.items[0]).toMatchObject({ clientId: message.clientId, body: accepted.data.body })
      }),
      { numRuns: runs },
    )
  })
})
