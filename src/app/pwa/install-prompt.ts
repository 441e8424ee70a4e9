// Chromium browsers offer to install the site through `beforeinstallprompt`, early in the page's
// life and at most once; the event is kept for the menu's "Install the app" (layout/app-menu.tsx).
// Other browsers never send it: the menu shows their steps instead.

export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

let offered: InstallPromptEvent | null = null

export function keepInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    // Our menu offers it instead of the browser's own bar, which would cover the studio's controls.
    event.preventDefault()
    offered = event as InstallPromptEvent
  })
  target.addEventListener('appinstalled', () => {
    offered = null
  })
}

/** The browser's offer, once: a prompt shown cannot be shown again. */
export function takeInstallPrompt(): InstallPromptEvent | null {
  const prompt = offered
  offered = null
  return prompt
}
