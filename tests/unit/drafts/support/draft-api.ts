// A tiny in-memory drafts server speaking the contract (src/contract/drafts.ts), for the test server.
import type { Draft } from '#contract/drafts'
import type { Reply, SeenRequest } from '#tests/unit/support/test-server'

export interface DraftApi {
  drafts: Map<string, Draft>
  answer: (request: SeenRequest) => Reply
}

export function makeServerDraft(overrides: Partial<Draft> & { id: string }): Draft {
  const at = '2025-01-01T00:00:00.000Z'
  return { title: '', body: '', version: 1, archivedAt: null, createdAt: at, updatedAt: at, ...overrides }
}

export function createDraftApi(): DraftApi {
  const drafts = new Map<string, Draft>()
  const notFound: Reply = { status: 404, body: { message: 'This draft does not exist.' } }

  function answer(request: SeenRequest): Reply {
    const [path = '', search = ''] = request.path.split('?')
    const body = (request.body ?? {}) as { id?: string; title?: string; body?: string; baseVersion?: number }
    if (path === '/api/drafts' && request.method === 'POST') {
      const id = body.id ?? ''
      const existing = drafts.get(id)
      if (existing) return { status: 200, body: existing }
      const created = makeServerDraft({ id, title: (body.title ?? '').trim(), body: body.body ?? '' })
      drafts.set(id, created)
      return { status: 201, body: created }
    }
    if (path === '/api/drafts' && request.method === 'GET') {
      const archived = new URLSearchParams(search).get('archived') === 'true'
      const items = [...drafts.values()]
        .filter((draft) => (draft.archivedAt !== null) === archived)
        .map((draft) => ({
          id: draft.id,
          title: draft.title,
          version: draft.version,
          archivedAt: draft.archivedAt,
          updatedAt: draft.updatedAt,
          excerpt: draft.body.slice(0, 160),
          wordCount: draft.body.split(/\s+/).filter(Boolean).length,
        }))
      return { status: 200, body: { items, nextCursor: null } }
    }
    const match = /^\/api\/drafts\/([^/]+)(\/archive|\/restore)?$/.exec(path)
    const draft = match ? drafts.get(decodeURIComponent(match[1] ?? '')) : undefined
    if (!match || !draft) return notFound
    if (match[2]) {
      const next = { ...draft, archivedAt: match[2] === '/archive' ? '2025-01-02T00:00:00.000Z' : null }
      drafts.set(draft.id, next)
      return { status: 200, body: next }
    }
    if (request.method === 'GET') return { status: 200, body: draft }
    if (request.method === 'DELETE') {
      drafts.delete(draft.id)
      return { status: 204 }
    }
    if (request.method === 'PUT') {
      if (body.baseVersion !== draft.version)
        return { status: 409, body: { message: 'This draft was changed on another device.', current: draft } }
      const saved = { ...draft, title: (body.title ?? '').trim(), body: body.body ?? '', version: draft.version + 1 }
      drafts.set(draft.id, saved)
      return { status: 200, body: saved }
    }
    return notFound
  }

  return { drafts, answer }
}
