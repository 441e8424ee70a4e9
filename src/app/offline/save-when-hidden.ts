// Saving to the device when the page is put away (another tab, another app, another address)
// without starting an IndexedDB transaction while the page is being frozen. WebKit (Safari, and
// every browser on iOS) keeps the page it leaves in its back/forward cache and freezes it right after
// `pagehide`: a transaction begun from `visibilitychange` or `pagehide` then never finishes, and it
// holds its stores against every other page of the site until the frozen page is shown again or
// thrown away (the next page's restore of the query cache waited for ever; decision 081).
// So the save runs one task later: at once where the page lives on (a hidden tab), and where it
// was frozen, when it is shown again. A `pagehide` that ends the page saves at once: nothing will
// freeze it, and the write may still finish.

/** Calls `save` whenever the page is hidden or left, until `signal` aborts. */
export function saveWhenHidden(save: () => void, signal?: AbortSignal): void {
  const later = () =>
    void setTimeout(() => {
      if (!signal?.aborted) save()
    }, 0)
  document.addEventListener(
    'visibilitychange',
    () => {
      if (document.visibilityState === 'hidden') later()
    },
    { signal },
  )
  window.addEventListener('pagehide', (event) => (event.persisted ? later() : save()), { signal })
}
