import 'fake-indexeddb/auto'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, vi } from 'vitest'

// Screens, the layout and the login dialog are lazy chunks: a cold first render imports several in
// turn, which took over 5 s on a 2-core machine busy with other work (seen in CI). Waits still end as soon
// as what they look for is there.
configure({ asyncUtilTimeout: 15_000 })

// jsdom does not scroll, match media queries or observe sizes; the app (and Chakra's popovers) use them.
window.scrollTo = () => {}
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
})

// The files of a worker share its modules (`isolate: false`): a global one file stubbed must not
// reach the next.
afterAll(() => {
  vi.unstubAllGlobals()
})
