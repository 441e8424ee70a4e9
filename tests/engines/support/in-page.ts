// Functions that run inside the page, the same in every engine (each is sent as its source, so it
// uses nothing from outside itself). They find what a member sees: a control by its visible label,
// a button by its name, the studio's lines and their states.

/** The input, textarea or select a visible <label> with this text names ("Email", "Password").
 *  Inert markup (a prerendered page before the app takes it over) takes no typing, so it is passed by. */
export function controlLabelled(label: string): HTMLElement | null {
  const text = (element: Element) =>
    (element.textContent ?? '')
      .replace(/\s+/g, ' ')
      .replace(/\s*\*$/, '')
      .trim()
  for (const candidate of Array.from(document.querySelectorAll('label'))) {
    if (text(candidate) !== label || candidate.getClientRects().length === 0 || candidate.closest('[inert]')) continue
    const control =
      candidate.control ??
      (candidate.htmlFor
        ? document.getElementById(candidate.htmlFor)
        : candidate.querySelector('input, textarea, select'))
    if (control) return control as HTMLElement
  }
  return null
}

/** An enabled, visible, not inert button or link whose accessible name (aria-label, else text) is `name`,
 *  scrolled to the middle of the window so that no fixed bar (the studio's record bar) covers it. */
export function buttonNamed(name: string): HTMLElement | null {
  // A description inside the element (the Messages tab's "New notifications") is not its name.
  const nameOf = (element: Element) => {
    const copy = element.cloneNode(true) as Element
    for (const id of (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean))
      copy.querySelector(`[id="${id}"]`)?.remove()
    return (element.getAttribute('aria-label') ?? copy.textContent ?? '').replace(/\s+/g, ' ').trim()
  }
  const candidates = Array.from(document.querySelectorAll<HTMLElement>('button, [role="button"], a, [role="menuitem"]'))
  const found = candidates.find(
    (element) =>
      nameOf(element) === name &&
      element.getClientRects().length > 0 &&
      !(element as HTMLButtonElement).disabled &&
      !element.closest('[inert]'),
  )
  found?.scrollIntoView({ block: 'center', inline: 'center' })
  return found ?? null
}

/** Whether the element stays in the same place across two frames. */
export async function holdsStill(element: Element): Promise<boolean> {
  const place = () => JSON.stringify(element.getBoundingClientRect())
  const before = place()
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  return element.isConnected && place() === before
}

/** The page's visible text. */
export function pageText(): string {
  return document.body.innerText
}

/** Each line of the studio's "Lines" list: its text, whether it is current, and its takes' states. */
export function studioLines(): Array<{ text: string; current: boolean }> {
  const list = document.querySelector('[aria-label="Lines"]')
  return Array.from(list?.querySelectorAll(':scope > li, li') ?? []).map((item) => ({
    text: (item as HTMLElement).innerText,
    current: item.getAttribute('aria-current') === 'true',
  }))
}

export function inputLevelShown(): boolean {
  const meter = document.querySelector('[role="meter"][aria-label="Input level"]')
  return meter !== null && meter.getClientRects().length > 0
}

/** How many records one store of the app's IndexedDB holds (database and store names are the app's). */
export async function appStoreCount(store: string): Promise<number> {
  // Opening a database that does not exist would create it empty, at a version the app's upgrade
  // steps would then skip: only look once the app has made it.
  if (!(await indexedDB.databases()).some((database) => database.name === 'voice-acting')) return 0
  return new Promise<number>((resolve, reject) => {
    const opening = indexedDB.open('voice-acting')
    opening.onerror = () => reject(opening.error ?? new Error('IndexedDB did not open'))
    opening.onsuccess = () => {
      const db = opening.result
      if (!db.objectStoreNames.contains(store)) {
        db.close()
        return resolve(0)
      }
      const counting = db.transaction(store).objectStore(store).count()
      counting.onsuccess = () => {
        db.close()
        resolve(counting.result)
      }
      counting.onerror = () => {
        db.close()
        reject(counting.error ?? new Error('count failed'))
      }
    }
  })
}

export function serviceWorkerControls(): boolean {
  return navigator.serviceWorker?.controller != null
}

/** The stored sign-in (the app's localStorage key). */
export function storedCredentials(): { token: string; user: { id: string } } | null {
  return JSON.parse(localStorage.getItem('voice-acting.credentials') ?? 'null') as {
    token: string
    user: { id: string }
  } | null
}

/**
 * From now on, a download the page starts (a link with `download` clicked) is kept for the test
 * instead of going to a file chooser the engine may not have: its name and the bytes of its blob.
 */
export function keepDownloads(): void {
  const scope = window as unknown as { keptDownloads?: Array<{ name: string; bytes: Promise<number[]> }> }
  scope.keptDownloads = []
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[download]') as HTMLAnchorElement | null
      if (!link) return
      event.preventDefault()
      const bytes = fetch(link.href)
        .then((response) => response.arrayBuffer())
        .then((buffer) => Array.from(new Uint8Array(buffer.slice(0, 44))).concat([buffer.byteLength]))
      scope.keptDownloads?.push({ name: link.download, bytes })
    },
    true,
  )
}

/** The kept downloads: name, the WAV header's sample rate and channels, and the audio's seconds. */
export async function keptWavDownloads(): Promise<
  Array<{ name: string; riff: string; sampleRate: number; channels: number; seconds: number }>
> {
  const scope = window as unknown as { keptDownloads?: Array<{ name: string; bytes: Promise<number[]> }> }
  return Promise.all(
    (scope.keptDownloads ?? []).map(async ({ name, bytes }) => {
      const head = await bytes
      const size = head.pop() ?? 0
      const view = new DataView(new Uint8Array(head).buffer)
      const ascii = (at: number) => String.fromCharCode(...head.slice(at, at + 4))
      const sampleRate = view.getUint32(24, true)
      const channels = view.getUint16(22, true)
      const bytesPerSample = view.getUint16(34, true) / 8
      return {
        name,
        riff: `${ascii(0)}/${ascii(8)}`,
        sampleRate,
        channels,
        seconds: (size - 44) / (sampleRate * channels * bytesPerSample),
      }
    }),
  )
}

/** The text of the page's h1, h2 and h3 headings, in order. */
export function headingTexts(): string[] {
  return Array.from(document.querySelectorAll('h1, h2, h3'))
    .filter((heading) => heading.getClientRects().length > 0 && !heading.closest('[inert]'))
    .map((heading) => (heading as HTMLElement).innerText.replace(/\s+/g, ' ').trim())
}

/** Whether some visible element's own whole text is exactly `text` ("Saved", not "Saved on this device"). */
export function exactTextShown(text: string): boolean {
  return Array.from(document.querySelectorAll('body *')).some(
    (element) =>
      element.children.length === 0 && element.textContent?.trim() === text && element.getClientRects().length > 0,
  )
}

/** The value of the field a visible label names (see controlLabelled), or null without such a field. */
export function fieldValue(label: string): string | null {
  const text = (element: Element) =>
    (element.textContent ?? '')
      .replace(/\s+/g, ' ')
      .replace(/\s*\*$/, '')
      .trim()
  const candidate = Array.from(document.querySelectorAll('label')).find(
    (found) => text(found) === label && found.getClientRects().length > 0 && !found.closest('[inert]'),
  )
  const control =
    candidate && (candidate.control ?? (candidate.htmlFor ? document.getElementById(candidate.htmlFor) : null))
  return control ? (control as HTMLInputElement).value : null
}

/** Whether a visible button with this name is there but disabled. */
export function buttonDisabled(name: string): boolean {
  return Array.from(document.querySelectorAll<HTMLButtonElement>('button')).some(
    (button) =>
      (button.getAttribute('aria-label') ?? button.textContent ?? '').replace(/\s+/g, ' ').trim() === name &&
      button.getClientRects().length > 0 &&
      button.disabled,
  )
}

/** Whether the Messages tab carries its dot (new notifications). */
export function messagesDotShown(): boolean {
  return document.querySelector('nav [data-new-notifications]') !== null
}

/** Where the page's <audio> is (seconds), or -1 without one. */
export function audioTime(): number {
  return document.querySelector('audio')?.currentTime ?? -1
}

/** Each take on the device with the lead-in it began with (ms of sound from before the press; 0: none). */
export async function takeLeadIns(): Promise<number[]> {
  return new Promise<number[]>((resolve, reject) => {
    const opening = indexedDB.open('voice-acting')
    opening.onerror = () => reject(opening.error ?? new Error('IndexedDB did not open'))
    opening.onsuccess = () => {
      const db = opening.result
      const reading = db.transaction('takes').objectStore('takes').getAll()
      reading.onsuccess = () => {
        db.close()
        resolve((reading.result as Array<{ leadInMs?: number }>).map((take) => take.leadInMs ?? 0))
      }
      reading.onerror = () => {
        db.close()
        reject(reading.error ?? new Error('reading the takes failed'))
      }
    }
  })
}
