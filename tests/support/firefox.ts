/** Debian's Firefox ESR, driven over WebDriver BiDi (Playwright's `moz-firefox` channel, puppeteer). */
export const firefoxExecutable = '/usr/bin/firefox-esr'

/** Firefox's fake microphone, and no prompt for it (Chromium's fakeMicrophoneArgs). */
export const fakeMicrophonePrefs = {
  'media.navigator.streams.fake': true,
  'media.navigator.permission.disabled': true,
}

/** The clipboard read without Firefox's own "Paste" pop-up, which no protocol can click. */
export const clipboardPrefs = { 'dom.events.testing.asyncClipboard': true }

/** What Playwright's `firefox.launch()` takes for this Firefox, with prefs of the caller's. */
export function firefoxLaunchOptions(prefs: Record<string, string | number | boolean>) {
  return { channel: 'moz-firefox', executablePath: firefoxExecutable, firefoxUserPrefs: prefs }
}
