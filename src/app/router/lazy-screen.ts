// Screens in chunks of their own. A chunk that failed stays failed in the component that asked for
// it (the router's lazy component until it is preloaded again, React.lazy for good), so the error
// screen's retry goes through `retryFailedScreens`, which makes both import again.
import { lazyRouteComponent } from '@tanstack/react-router'
import type { AnyRouter } from '@tanstack/react-router'
import { createElement, lazy } from 'react'
import type { ComponentType, JSX, ReactNode } from 'react'
import { lazyWithReload } from '../pwa/lazy-with-reload'

type Screen = () => JSX.Element

const renewals = new Set<() => void>()

/** A route's screen: the router preloads it, and preloads it again when the route is invalidated. */
export function lazyScreen<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return lazyRouteComponent<Record<K, Screen>, K>(() => lazyWithReload(load, name) as Promise<Record<K, Screen>>, name)
}

/** A screen (or a layout, or Chakra's provider) chosen at render time, which the router cannot
 *  preload: the nearest Suspense boundary shows the pending screen. Props pass through. A failed
 *  import is replaced by a fresh React.lazy on retry. */
export function lazyInnerScreen<M extends Record<K, (props: never) => ReactNode>, K extends string>(
  load: () => Promise<M>,
  name: K,
): M[K] {
  const fresh = () =>
    lazy(() =>
      lazyWithReload(load, name).then(
        (module) => ({ default: module[name] as unknown as ComponentType<object> }),
        (error: unknown) => {
          renewals.add(renew)
          throw error
        },
      ),
    )
  let Loaded = fresh()
  const renew = () => {
    Loaded = fresh()
  }
  function InnerScreen(props: object) {
    return createElement(Loaded, props)
  }
  return InnerScreen as unknown as M[K]
}

/** The error screen's retry: failed inner screens start afresh, and the router loads the current
 *  route again, which preloads its screen's chunk anew. */
export async function retryFailedScreens(router: AnyRouter) {
  for (const renew of renewals) renew()
  renewals.clear()
  await router.invalidate()
}
