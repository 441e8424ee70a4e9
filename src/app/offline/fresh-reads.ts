// One rule for every read (issue 34): a list is as fresh as the network allows. Online, a read whose
// copy came from this device (restored after a reload, or kept from before the network dropped) is
// read again at once: when the screen mounts, when the page is shown again, when the network comes
// back. Offline, a read that has a copy keeps it, with the time it was read (`ui/device-copy-line`
// says so); a read without one still goes out once, for the service worker's cache to answer.
import { onlineManager, type Query, type QueryClient } from '@tanstack/react-query'

// navigator.onLine, not onlineManager: a page loaded offline hears no "offline" event, and
// TanStack Query takes it for online.
const readAgain = (query: Query) => navigator.onLine || query.state.data === undefined
/** The page shown again (a tab or the app brought back): online, read again even within
 *  `staleTime`, for the member may have changed it elsewhere meanwhile; an unchanged list costs a 304. */
const readAgainWhenShown = (query: Query) => (navigator.onLine ? 'always' : query.state.data === undefined)

/** TanStack Query starts out online and learns otherwise only from an "offline" event, which a page
 *  loaded offline never hears; so it heard no change when the network came back, and nothing was
 *  read again until a reload. Told the device's state at start, its "online" event reads again. */
export function startFromTheDevicesNetwork(): void {
  onlineManager.setOnline(navigator.onLine)
}

export const freshReadOptions = {
  refetchOnMount: readAgain,
  refetchOnWindowFocus: readAgainWhenShown,
  refetchOnReconnect: 'always',
} as const

/** After the persisted cache is restored: everything in it is the device's copy, to be read again
 *  (a reload within `staleTime` of the last read would otherwise keep it). A read this page made
 *  before the restore ended (a route's prefetch) is the server's, and the restore kept it. */
export function markRestoredReadsStale(
  queryClient: QueryClient,
  pageStartedAt = performance.timeOrigin,
): Promise<void> {
  return queryClient.invalidateQueries({
    refetchType: 'none',
    predicate: (query) => query.state.dataUpdatedAt < pageStartedAt,
  })
}
