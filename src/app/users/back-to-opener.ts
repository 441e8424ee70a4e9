// The login dialog is a page (/login), opened by a "Log in" button on another page: the header's
// or a guest screen's, which carry `data-login-opener`. Escape goes back to that page, and focus
// returns to its opener once the page shows it again (a page's own button before the header's).
export const loginOpenerAttribute = 'data-login-opener'

const findOpener = () =>
  document.querySelector<HTMLElement>(`main [${loginOpenerAttribute}]`) ??
  document.querySelector<HTMLElement>(`[${loginOpenerAttribute}]`)

export function backToOpener(goBack: () => void, patienceMs = 10_000): void {
  const observer = new MutationObserver(() => {
    const opener = findOpener()
    if (!opener) return
    observer.disconnect()
    opener.focus()
  })
  observer.observe(document.body, { childList: true, subtree: true })
  setTimeout(() => observer.disconnect(), patienceMs)
  goBack()
}
