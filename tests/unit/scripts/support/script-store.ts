// A stand-in for the scripts API in client tests, served by the real HTTP test server: it keeps
// scripts in memory and answers create / read / save (with the version check) / delete and lists.
import type { Script, ScriptContent, ScriptSummary } from '#contract/scripts'
import type { Answer, SeenRequest } from '#tests/unit/support/test-server'

export function makeScript(overrides: Partial<Script> = {}): Script {
  return {
    id: 'script-aaaaaaaaaaaaaaa1',
    title: 'On the battlements',
    description: 'Elsinore, midnight.',
    visibility: 'private',
    roles: [],
    lines: [],
    owner: { id: 'u1', name: 'Ann', handle: 'ann' },
    inLibrary: false,
    free: false,
    sourceDraftId: null,
    templateId: null,
    version: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    canEdit: true,
    ...overrides,
  }
}

type Body = ScriptContent & { id?: string; baseVersion?: number }

/** One of my scripts as a list shows it. */
export const scriptSummary = (id: string, title: string): ScriptSummary => ({
  id,
  title,
  description: 'A scene',
  visibility: 'private',
  owner: { id: 'u1', name: 'Ann', handle: 'ann' },
  updatedAt: '2026-01-01T00:00:00.000Z',
  roleCount: 2,
  lineCount: 14,
  estimatedSeconds: 95,
  mine: true,
})

export function scriptStore(initial: Script[] = []) {
  const scripts = new Map(initial.map((script) => [script.id, script]))
  const answer: Answer = (request: SeenRequest) => {
    const [path] = request.path.split('?')
    const body = request.body as Body
    if (request.method === 'POST' && path === '/api/scripts') {
      const existing = body.id ? scripts.get(body.id) : undefined
      if (existing) return { status: 200, body: existing }
      const { id = 'missing-id', ...content } = body
      const created = makeScript({ ...content, id, version: 1 })
      scripts.set(id, created)
      return { status: 201, body: created }
    }
    const match = /^\/api\/scripts\/([^/]+)$/.exec(path ?? '')
    const script = match ? scripts.get(decodeURIComponent(match[1] ?? '')) : undefined
    if (match && !script) return { status: 404, body: { message: 'This script does not exist.' } }
    if (script && request.method === 'GET') return { status: 200, body: script }
    if (script && request.method === 'PUT') {
      const { baseVersion, ...content } = body
      if (baseVersion !== script.version)
        return { status: 409, body: { message: 'This script was changed on another device.', current: script } }
      const saved = { ...script, ...content, version: script.version + 1 }
      scripts.set(script.id, saved)
      return { status: 200, body: saved }
    }
    if (script && request.method === 'DELETE') {
      scripts.delete(script.id)
      return { status: 204 }
    }
    if (path === '/api/scripts' && request.method === 'GET')
      return { status: 200, body: { items: [], nextCursor: null } }
    if (path === '/api/templates') return { status: 200, body: [] }
    return { status: 404, body: { message: 'Not found.' } }
  }
  return { scripts, answer }
}
