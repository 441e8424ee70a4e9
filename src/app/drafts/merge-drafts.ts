import type { DraftSummary } from '#contract/drafts'
import { countWords } from '#shared/speech'
import type { LocalDraft } from './drafts-store'

export interface DraftRow {
  id: string
  title: string
  excerpt: string
  wordCount: number
  updatedAt: string
  /** The device has text the server does not have yet (or the server has never seen the draft). */
  onDeviceOnly: boolean
}

const excerptOf = (body: string) => body.replace(/\s+/g, ' ').trim().slice(0, 160)

function fromDevice(draft: LocalDraft): DraftRow {
  return {
    id: draft.id,
    title: draft.title,
    excerpt: excerptOf(draft.body),
    wordCount: countWords(draft.body),
    updatedAt: draft.updatedAt,
    onDeviceOnly: true,
  }
}

/** The server's pages, with this device's unsent text laid over them, and every device draft the
 *  loaded pages lack (never sent, or sent after the list was read), newest first. When the server
 *  list cannot be read (offline, never loaded), every device draft shows. */
export function mergeDrafts(server: DraftSummary[] | undefined, device: LocalDraft[]): DraftRow[] {
  const active = device.filter((draft) => draft.archivedAt === null)
  if (!server) return active.map((draft) => ({ ...fromDevice(draft), onDeviceOnly: draft.dirty }))
  const byId = new Map(active.map((draft) => [draft.id, draft]))
  const onServer = new Set(server.map((item) => item.id))
  const missing = active
    .filter((draft) => !onServer.has(draft.id))
    .map((draft) => ({ ...fromDevice(draft), onDeviceOnly: draft.dirty }))
  const listed = server.map((item): DraftRow => {
    const local = byId.get(item.id)
    if (local?.dirty) return fromDevice(local)
    return {
      id: item.id,
      title: item.title,
      excerpt: item.excerpt,
      wordCount: item.wordCount,
      updatedAt: item.updatedAt,
      onDeviceOnly: false,
    }
  })
  return [...missing, ...listed].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
}
