// One rule for every read (issue 34 point 1), on a real QueryClient: the page shown again reads again
// online even within staleTime, keeps the device's copy offline, and the network coming back reads
// again, also on a page loaded offline.
import { focusManager, onlineManager, QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { freshReadOptions, startFromTheDevicesNetwork } from '#app/offline/fresh-reads'

let reads = 0
const read = () => Promise.resolve(`list as read ${++reads}`)

function setDeviceOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
}

async function watchedList(client: QueryClient) {
  const observer = new QueryObserver(client, { queryKey: ['scripts'], queryFn: read })
  const unsubscribe = observer.subscribe(() => {})
  await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('list as read 1'))
  return { observer, unsubscribe }
}

const showPageAgain = () => {
  focusManager.setFocused(false)
  focusManager.setFocused(true)
}

beforeEach(() => {
  reads = 0
})

afterEach(() => {
  mounted?.unmount()
  vi.restoreAllMocks()
  focusManager.setFocused(undefined)
  onlineManager.setOnline(true)
})

let mounted: QueryClient | undefined
/** Mounted as the app's provider mounts it: it then hears the page shown again and the network. */
function client() {
  mounted = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, networkMode: 'offlineFirst', ...freshReadOptions } },
  })
  mounted.mount()
  return mounted
}

describe('a list the screen shows', () => {
  it('is read again when the page is shown again online, even a second after it was read', async () => {
    setDeviceOnline(true)
    const { observer, unsubscribe } = await watchedList(client())
    showPageAgain()
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('list as read 2'))
    unsubscribe()
  })

  it('keeps the device’s copy when the page is shown again offline', async () => {
    setDeviceOnline(true)
    const { observer, unsubscribe } = await watchedList(client())
    setDeviceOnline(false)
    showPageAgain()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(reads).toBe(1)
    expect(observer.getCurrentResult().data).toBe('list as read 1')
    unsubscribe()
  })

  it('is read again as soon as the network comes back, on a page that was loaded offline', async () => {
    // A page loaded offline hears no "offline" event: told the device's state at start, it still
    // hears the network come back.
    setDeviceOnline(false)
    startFromTheDevicesNetwork()
    const { observer, unsubscribe } = await watchedList(client())
    setDeviceOnline(true)
    window.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('list as read 2'))
    unsubscribe()
  })
})
