// What a viewer sees of a script: the whole of it, with the owner's name only when the name is
// public or the viewer sees the owner's protected fields (the owner, an accepted friend), and
// whether the viewer may edit it. Who may read it at all is access.ts's to decide first.
import type { Script } from '#contract/scripts'
import type { Database } from '../db/database'
import { loadRolesAndLines, type ScriptOwnerRow, type ScriptWithOwner } from './queries'

export interface Viewer {
  isOwner: boolean
  /** The owner or an accepted friend of the owner: sees what is "protected". */
  seesProtected: boolean
}

export async function toScript(db: Database, found: ScriptWithOwner, viewer: Viewer): Promise<Script> {
  const { script } = found
  return {
    id: script.id,
    title: script.title,
    description: script.description,
    visibility: script.visibility,
    ...(await loadRolesAndLines(db, script.id)),
    owner: ownerView(found.owner, viewer.seesProtected),
    inLibrary: script.inLibrary,
    free: script.free,
    sourceDraftId: script.sourceDraftId,
    templateId: script.templateId,
    version: script.version,
    createdAt: script.createdAt.toISOString(),
    updatedAt: script.updatedAt.toISOString(),
    canEdit: viewer.isOwner,
  }
}

/** What a viewer sees of the owner: the name only when public, or for the owner and friends (protected). */
export function ownerView(owner: ScriptOwnerRow | null, seesProtected: boolean): Script['owner'] {
  if (!owner) return null
  return {
    id: owner.id,
    handle: owner.handle,
    name: owner.nameVisibility === 'public' || seesProtected ? owner.name : null,
  }
}
