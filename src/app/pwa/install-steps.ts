// How to install the site where the browser offers no prompt, in the words of that browser's menus.

/** Safari on an iPhone or iPad (iPadOS presents itself as a Mac with a touch screen). */
export function isAppleMobile(navigator: Pick<Navigator, 'userAgent' | 'maxTouchPoints'>): boolean {
  return (
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1)
  )
}

/** Opened from the home screen (or as an installed window): there is nothing left to install. */
export function runsInstalled(target: Window = window): boolean {
  return (
    target.matchMedia?.('(display-mode: standalone)').matches === true ||
    (target.navigator as Navigator & { standalone?: boolean }).standalone === true
  )
}

export const installSteps = {
  apple: [
    'Open this page in Safari.',
    'Tap the Share button (the square with an arrow pointing up).',
    'Scroll down and tap “Add to Home Screen”, then “Add”.',
  ],
  other: [
    'Open your browser’s menu (⋮ or ☰).',
    'Choose “Install app” or “Add to Home screen”.',
    'Confirm: the app opens from your home screen or app list, and works offline.',
  ],
} as const
