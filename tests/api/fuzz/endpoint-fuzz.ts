// Every route of the real app, fuzzed: FUZZ_RUNS (default 1,000) generated requests each, valid in
// shape (from the route's contract schema, with hostile text in its strings) or hostile (wrong
// types, deep nesting, huge strings, NUL, broken JSON, lying content types), in path parameters,
// queries and bodies, as a member with every privilege, a member with none, a visitor or a caller
// with a forged token. Whatever arrives: never a 5xx, a 4xx in JSON always says what is wrong, and no
// answer that is not JSON carries the HTML we sent unescaped. The cases per route are printed.
// The routes are dealt to `endpoints-<n>.test.ts` in turn: files run side by side on every core.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import { z } from 'zod'
import { afterAll, describe, expect, it } from 'vitest'
import { privileges } from '#contract/privileges'
import { declaredRoutes, type DeclaredRoute } from '#server/http/route-access'
import { startFreesoundStandIn } from '#tests/support/freesound-stand-in'
import { bearer, makeDraft, makeScript, makeSession, makeShareLink, makeSignedInUser } from '../support/factories'
import { startTestApp } from '../support/test-app'
import { hostileRawBody, hostileString, htmlMarker } from './hostile-values'
import { requestPartFor, type JsonSchema } from './schema-arbitrary'

const runs = Number(process.env.FUZZ_RUNS ?? 1_000)

let dataDir: string
let freesound: Awaited<ReturnType<typeof startFreesoundStandIn>>
let t: Awaited<ReturnType<typeof startTestApp>>
let callers: Record<'member' | 'stranger' | 'visitor' | 'forged', Record<string, string>>
/** Ids that exist, so that some generated requests reach past "not found". */
let knownIds: string[]

async function openFuzzedApp(): Promise<void> {
  dataDir = await mkdtemp(path.join(tmpdir(), 'fuzz-'))
  freesound = await startFreesoundStandIn()
  t = await startTestApp({ dataDir, freesound: { token: freesound.token, apiUrl: freesound.apiUrl } })
  const member = await makeSignedInUser(t.app, t.db, { privileges: [...privileges] })
  const stranger = await makeSignedInUser(t.app, t.db)
  const script = await makeScript(t.app, member.token)
  const draft = await makeDraft(t.app, member.token)
  const session = await makeSession(t.app, member.token, script.id)
  const link = await makeShareLink(t.app, member.token, session.id)
  knownIds = [
    member.id,
    stranger.id,
    script.id,
    draft.id,
    session.id,
    link.linkId,
    ...script.lines.map((line) => line.id).slice(0, 2),
  ]
  callers = {
    member: bearer(member.token),
    stranger: bearer(stranger.token),
    visitor: {},
    forged: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' },
  }
  afterAll(async () => {
    await t.close()
    await freesound.close()
    await rm(dataDir, { recursive: true, force: true })
  })
}

const jsonSchemaOf = (schema: unknown): JsonSchema | undefined =>
  schema ? (z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : undefined

const pathParamNames = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '')

function paramArbitrary(route: DeclaredRoute): fc.Arbitrary<Record<string, string>> {
  const schema = jsonSchemaOf(route.schema?.params)
  const names = pathParamNames(route.url)
  const shaped = schema ? requestPartFor(schema) : fc.constant({})
  return fc
    .tuple(
      shaped,
      fc.array(fc.oneof(fc.constantFrom(...knownIds), hostileString, fc.string()), {
        minLength: names.length,
        maxLength: names.length,
      }),
    )
    .map(([value, fallback]) => {
      const given = value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
      return Object.fromEntries(
        names.map((name, index) => [name, typeof given[name] === 'string' ? given[name] : (fallback[index] ?? '')]),
      )
    })
}

/** Percent-encoded; lone surrogates go as the bytes of an invalid UTF-8 sequence, as a hostile client may send. */
const encodePart = (text: string) => encodeURIComponent(text.toWellFormed()).replaceAll('%EF%BF%BD', '%ED%A0%80')

function urlOf(route: DeclaredRoute, params: Record<string, string>, wildcard: string): string {
  return route.url
    .replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodePart(params[name] ?? ''))
    .replace('*', wildcard.split('/').map(encodePart).join('/'))
}

function queryOf(value: unknown): string {
  if (value === undefined) return ''
  if (typeof value !== 'object' || value === null) return `?${encodePart(String(value))}`
  const search = new URLSearchParams()
  for (const [key, field] of Object.entries(value)) {
    for (const item of [field].flat())
      search.append(
        key.toWellFormed(),
        (typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item)).toWellFormed(),
      )
  }
  return `?${search.toString()}`
}

const requestArbitrary = (route: DeclaredRoute) =>
  fc.record({
    caller: fc.constantFrom('member' as const, 'stranger' as const, 'visitor' as const, 'forged' as const),
    params: paramArbitrary(route),
    wildcard: fc.oneof(
      fc.constantFrom('', 'index.html', 'assets/x.js', '%00', '..%2F..%2Fetc%2Fpasswd'),
      hostileString.map((text) => text.slice(0, 200)),
    ),
    query: fc.oneof(
      { arbitrary: requestPartFor(jsonSchemaOf(route.schema?.querystring)), weight: 5 },
      {
        arbitrary: fc.constantFrom(
          '?%',
          '?a=%ZZ&&=&b',
          '?%FF%FE=%ED%A0%80',
          '?cursor[]=1&cursor[x]=2',
          `?${'x='.repeat(5_000)}`,
        ),
        weight: 1,
      },
    ),
    body: fc.oneof(
      { arbitrary: requestPartFor(jsonSchemaOf(route.schema?.body)).map((json) => ({ json })), weight: 5 },
      { arbitrary: hostileRawBody.map((raw) => ({ raw })), weight: 2 },
    ),
  })

type FuzzRequest = ReturnType<typeof requestArbitrary> extends fc.Arbitrary<infer R> ? R : never

function injectOptions(route: DeclaredRoute, request: FuzzRequest): InjectOptions {
  const query =
    typeof request.query === 'string' && request.query.startsWith('?') ? request.query : queryOf(request.query)
  const options: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url: urlOf(route, request.params, request.wildcard) + query,
    headers: { ...callers[request.caller] },
  }
  if (route.method === 'GET' || route.method === 'HEAD') return options
  if ('raw' in request.body) {
    options.payload = request.body.raw.payload
    options.headers = { ...options.headers, 'content-type': request.body.raw.contentType }
  } else if (request.body.json !== undefined) {
    options.payload = JSON.stringify(request.body.json)
    options.headers = { ...options.headers, 'content-type': 'application/json' }
  }
  return options
}

/** Never a 5xx; a JSON 4xx says what is wrong; an answer that is not JSON never carries our HTML raw. */
function answerIsSound(options: InjectOptions, res: Awaited<ReturnType<typeof t.app.inject>>): boolean {
  if (res.statusCode >= 500) return false
  const type = String(res.headers['content-type'] ?? '')
  if (res.statusCode >= 400 && type.startsWith('application/json') && options.method !== 'HEAD') {
    if (typeof res.json<{ message?: unknown }>().message !== 'string') return false
  }
  return (
    type.startsWith('application/json') || !sentText(options).includes(htmlMarker) || !res.body.includes(htmlMarker)
  )
}

const sentText = (options: InjectOptions) =>
  `${options.url} ${typeof options.payload === 'string' ? options.payload : ''}`

const cases = new Map<string, number>()

/** Fuzzes shard `shard` (1 to `shards`) of the app's routes: every `shards`-th route from the `shard`-th. */
export async function fuzzEndpoints(shard: number, shards: number): Promise<void> {
  await openFuzzedApp()
  const routes = declaredRoutes(t.app).filter((_, index) => index % shards === shard - 1)
  describe(`every endpoint (part ${shard} of ${shards}), ${runs} generated requests each`, () => {
    it.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))('%s', async (name, route) => {
      let count = 0
      let failure = ''
      const details = await fc.check(
        fc.asyncProperty(requestArbitrary(route), async (request) => {
          count += 1
          const options = injectOptions(route, request)
          const res = await t.app.inject(options)
          failure = `${options.method} ${String(options.url).slice(0, 200)} (${String(options.payload ?? '').slice(0, 200)}) → ${res.statusCode} ${res.body.slice(0, 300)}`
          return answerIsSound(options, res)
        }),
        { numRuns: runs, endOnFailure: true },
      )
      // The case as one line: fast-check's own report would print whole megabyte strings.
      expect(
        details.failed ? failure : 'sound',
        details.errorInstance ? String(details.errorInstance).slice(0, 300) : undefined,
      ).toBe('sound')
      cases.set(name, count)
    })

    afterAll(() => {
      const total = [...cases.values()].reduce((sum, count) => sum + count, 0)
      console.log(`Fuzz: ${total} requests over ${cases.size} routes (${runs} per route)`)
      for (const [name, count] of cases) console.log(`  ${String(count).padStart(6)}  ${name}`)
    })
  })
}
