// GET /api/scripts/:id from the read cache (decision 101): kept per script and viewer, since what a
// viewer sees depends on who they are to the owner; dropped when the script, its roles or lines,
// its owner's profile or the viewer's circle (friendships, blocks, classes) change. Whether a
// library script may be read depends on the viewer's privileges of the moment, so it is checked on
// every request.
import type { Script } from '#contract/scripts'
import type { AuthContext } from '../auth/guard'
import type { Database } from '../db/database'
import { cachedAnswer, type CachedAnswer } from '../read-cache/cached-answer'
import type { ReadCache } from '../read-cache/read-cache'
import { mayReadLibraryScript, readableScript } from './access'
import { toScript } from './view'

interface KeptScript {
  answer: CachedAnswer<Script>
  /** Set for a script of the library: what its per-request check needs. */
  library: { free: boolean } | null
}

export async function readScript(
  reads: ReadCache,
  db: Database,
  id: string,
  auth: AuthContext | null,
  arrivedAt?: number,
): Promise<CachedAnswer<Script>> {
  const kept = await reads.read<KeptScript>(
    `script:${id}:${auth?.userId ?? ''}`,
    async () => {
      const { found, viewer } = await readableScript(db, id, auth)
      return {
        value: {
          answer: cachedAnswer(await toScript(db, found, viewer)),
          library: found.script.inLibrary ? { free: found.script.free } : null,
        },
        keys: [
          `script:${id}`,
          ...(found.owner ? [`user:${found.owner.id}`] : []),
          ...(auth ? [`circle:${auth.userId}`] : []),
        ],
      }
    },
    arrivedAt,
  )
  if (kept.library) mayReadLibraryScript(kept.library, auth)
  return kept.answer
}
