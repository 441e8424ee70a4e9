import { lazyRouteComponent } from '@tanstack/react-router'
import type { JSX } from 'react'
import { lazyWithReload } from '../pwa/lazy-with-reload'

type Screen = () => JSX.Element

/** A screen in its own chunk; a chunk lost to a deploy reloads the page once. */
export function lazyScreen<M extends Record<string, unknown>, K extends keyof M & string>(load: () => Promise<M>, name: K) {
  return lazyRouteComponent<Record<K, Screen>, K>(() => lazyWithReload(load) as Promise<Record<K, Screen>>, name)
}
