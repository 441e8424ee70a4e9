// Headless Firefox here has no sound output (no sound server on the machine): its AudioContext never
// starts, and after 8 s the app says so instead of playing (decision 044). Where a test would hear
// a session live, Firefox checks that message; what needs no speaker (the mixdown) runs in both.
import { expect, type Locator } from '@playwright/test'

export const hasSoundOutput = (browserName: string): boolean => browserName !== 'firefox'

/** After Play session: "Playing", or the app's message where the browser has no sound output. */
export async function expectSessionPlays(playback: Locator, browserName: string): Promise<void> {
  if (hasSoundOutput(browserName)) await expect(playback.getByText('Playing', { exact: true })).toBeVisible()
  else
    await expect(
      playback.getByText('The session could not be played: This device has no sound output the browser can use.'),
    ).toBeVisible()
}

/** After a take's or an intro's Play: `playing` shows (its Stop button, its words). Where the browser
 *  has no sound output, Firefox's audio element fails at once (an error, then it stands at the end)
 *  and the app says `failed` instead. */
export async function expectAudioPlays(playing: Locator, failed: Locator, browserName: string): Promise<void> {
  if (hasSoundOutput(browserName)) await expect(playing).toBeVisible()
  else await expect(failed).toBeVisible()
}
