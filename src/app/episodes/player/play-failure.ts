// What the player says when an episode's audio cannot be played. Offline, an episode that is not
// downloaded is the likely cause (a downloaded one plays from this device).

export const playerMessages = {
  notOnDevice: 'This episode is not on this device. Connect to play it, or download it first.',
  cannotPlay: 'This episode cannot be played.',
} as const

/** The message for a refused play(), or null when nothing is wrong with the audio: the browser
 *  wants a tap first (NotAllowedError), or the source changed before it started (AbortError). */
export function playFailure(error: unknown, online: boolean): string | null {
  const name =
    error instanceof Error || (typeof DOMException !== 'undefined' && error instanceof DOMException) ? error.name : ''
  if (name === 'NotAllowedError' || name === 'AbortError') return null
  return online ? playerMessages.cannotPlay : playerMessages.notOnDevice
}
