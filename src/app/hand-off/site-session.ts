// The podcast and dashboard sites' start (decision 089). Each site keeps its own sign-in cookie,
// so these two carry the member's sign-in to and from the main site:
// - the server sends a browser session's first page of these sites through the pull from the main
//   site; where the service worker answered the page instead, the app pulls itself when the server
//   says it has no sign-in here and this browser session has not pulled yet;
// - a sign-in made here (login, registration, Microsoft) is handed to the main site, whose pages
//   then open signed in too; the member comes back to the page they were on.
// Signing out anywhere ends the one sign-in of all three (the server revokes it).
import type { Variant } from '#shared/variant'
import { pullAddress, siteOrigin, sitesCheckedCookie } from '#shared/site-origins'
import type { Auth } from '../auth/auth'
import { startSession } from '../auth/start-session'

/** Signed in by a pull this recently: the main site has this sign-in already. */
const justPulledSeconds = 60

interface Site {
  location: Pick<Location, 'protocol' | 'host' | 'href' | 'replace' | 'assign'>
  document: Pick<Document, 'visibilityState' | 'cookie'>
}

/** When this browser session last pulled on this site (seconds), 0 when it has not. */
function pulledAt(document: Pick<Document, 'cookie'>): number {
  const found = document.cookie.split('; ').find((part) => part.startsWith(`${sitesCheckedCookie}=`))
  return Number(found?.slice(sitesCheckedCookie.length + 1) ?? 0) || 0
}

export async function startSiteSession(
  auth: Auth,
  variant: Exclude<Variant, 'main'>,
  site: Site = window,
): Promise<void> {
  const { location, document } = site
  const here = `${location.protocol}//${location.host}`
  const signedInBefore = auth.getUser() !== null
  const outcome = await startSession(auth)
  const pulled = pulledAt(document)

  // The server answered "no sign-in here" and this session has not asked the main site: ask. The
  // page is leaving, so the start never settles (the start-up budget lets the app render meanwhile).
  if (outcome === 'refused' && !pulled) {
    location.replace(pullAddress(here, 'main', location.href))
    return new Promise(() => {})
  }

  const handToMain = () =>
    location.assign(pullAddress(siteOrigin(location.protocol, location.host, 'main'), variant, location.href))
  const justPulled = Date.now() / 1000 - pulled < justPulledSeconds
  if (outcome === 'refreshed' && !signedInBefore && auth.getUser() && !justPulled) handToMain()
  // Only the tab the member signed in on: the others hear of it through storage, hidden.
  let signedIn = auth.getUser() !== null
  auth.subscribe(() => {
    const now = auth.getUser() !== null
    if (now && !signedIn && document.visibilityState === 'visible') handToMain()
    signedIn = now
  })
}
