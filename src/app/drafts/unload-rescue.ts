// An IndexedDB write started while the page unloads (a reload, a closed tab) may never finish, so
// text typed in the last moments before it is also copied synchronously to localStorage, and
// folded back into the draft the next time it opens. The copy is removed once the draft has it.
import { z } from 'zod/mini'
import type { DraftText } from './local-draft'

const rescuedText = z.object({ title: z.string(), body: z.string() })
const storageKey = (id: string) => `voice-acting.draft-rescue.${id}`

export function rescueText(id: string, text: DraftText): void {
  try {
    localStorage.setItem(storageKey(id), JSON.stringify(text))
  } catch {
    // storage full or blocked: the IndexedDB write may still finish
  }
}

/** The rescued copy, if any; it stays until the device copy has it (`dropRescuedText`). */
export function readRescuedText(id: string): DraftText | null {
  const raw = localStorage.getItem(storageKey(id))
  if (raw === null) return null
  try {
    const parsed = rescuedText.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export function dropRescuedText(id: string): void {
  localStorage.removeItem(storageKey(id))
}
