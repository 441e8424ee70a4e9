// A take being recorded holds a Web Lock named after it for as long as its page records it. The
// browser frees the locks of a page that closed or crashed, so another tab opening the same session
// can tell a take still being recorded elsewhere from one that was cut off. Without Web Locks only
// the page's own running take is known.
const prefix = 'recording-take:'

const browserLocks = (): LockManager | undefined => globalThis.navigator?.locks

/** Holds the take's lock until the returned function is called. */
export function holdTakeLock(takeId: string, locks = browserLocks()): () => void {
  if (!locks) return () => {}
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  locks.request(prefix + takeId, () => held).catch(() => {})
  return release
}

/** Takes some page of this origin is recording right now. */
export async function takesBeingRecorded(locks = browserLocks()): Promise<Set<string>> {
  if (!locks) return new Set()
  const { held = [] } = await locks.query()
  return new Set(held.flatMap(({ name }) => (name?.startsWith(prefix) ? [name.slice(prefix.length)] : [])))
}
