import { Button } from '@chakra-ui/react'
import { lazy, Suspense, useState, type KeyboardEvent } from 'react'
import type { User } from '#contract/users'
import { lazyWithReload } from '../pwa/lazy-with-reload'

// The menu (Chakra's Menu: positioning, focus and dismissal machinery) is loaded on first use, not
// with the page: pointing at or focusing the button starts the download, the first press opens it.
const loadMenu = () => import('./app-menu')
const AppMenu = lazy(() => lazyWithReload(loadMenu, 'app-menu').then((module) => ({ default: module.AppMenu })))
const preloadMenu = () => void loadMenu().catch(() => undefined)

/** The header's "Menu" button; the menu itself replaces it once loaded. */
export function MenuButton({ user }: { user: User }) {
  const [wanted, setWanted] = useState(false)
  const placeholder = (busy: boolean) => (
    <Button
      variant="outline"
      size="sm"
      aria-haspopup="menu"
      aria-expanded={false}
      loading={busy}
      onPointerEnter={preloadMenu}
      onFocus={preloadMenu}
      onClick={() => setWanted(true)}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') setWanted(true)
      }}
    >
      Menu
    </Button>
  )
  if (!wanted) return placeholder(false)
  return (
    <Suspense fallback={placeholder(true)}>
      <AppMenu user={user} defaultOpen />
    </Suspense>
  )
}
