import { useLocation } from '@tanstack/react-router'
import { useEffect } from 'react'

// The logger loads with the first route change (after the first paint), not with the app's start.
const loadActivityLog = () => import('./activity-log')

/** SPEC §2: a page visit is logged 1 second after a route change (activity-log.ts times it). */
export function usePageVisitLog(): void {
  const pathname = useLocation({ select: (location) => location.pathname })
  useEffect(() => {
    void loadActivityLog().then(({ pageVisitAt }) => pageVisitAt(pathname))
  }, [pathname])
}

/** The app was installed from this page (the browser's `appinstalled` event). */
export function logAppInstalls(target: Window = window): void {
  target.addEventListener('appinstalled', () => {
    void loadActivityLog().then(({ logAppInstalled }) => logAppInstalled())
  })
}
