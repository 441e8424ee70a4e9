import { ApiError, NetworkError, messageOf } from '#app/api/api-error'
import { scriptConflict, type Script } from '#contract/scripts'

export const offlineSaveMessage =
  'Could not reach the server. Your changes are still here; save again when you are online.'
export const conflictMessage = 'This script was changed on another device.'

/** What a failed save means for the member: a conflict to resolve, or a message to read. */
export function explainSaveError(error: unknown): { conflict: Script } | { message: string } {
  if (error instanceof ApiError && error.status === 409) {
    const parsed = scriptConflict.safeParse(error.body)
    if (parsed.success) return { conflict: parsed.data.current }
  }
  if (error instanceof NetworkError) return { message: offlineSaveMessage }
  return { message: messageOf(error) }
}
