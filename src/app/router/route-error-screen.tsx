import { ErrorComponent, useRouter } from '@tanstack/react-router'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useState } from 'react'
import { useScreenShown } from '../prerender/handoff'
import { browserKeptChunkFailure } from '../pwa/kept-chunk-failure'
import { ChunkLoadError } from '../pwa/lazy-with-reload'
import { PlainButton } from '../ui/plain/plain-button'
import { retryFailedScreens } from './lazy-screen'

/** What a route shows when its screen throws. A ChunkLoadError (the page has already reloaded once)
 *  gets a plain message and a retry that imports the screen again, in place, or by reloading the
 *  page where the browser keeps the failure; anything else the router's own.
 *  Plain elements: Chakra's own chunk may be the one that failed. */
export function RouteErrorScreen({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const [retrying, setRetrying] = useState(false)
  useScreenShown()
  if (!(error instanceof ChunkLoadError)) return <ErrorComponent error={error} />

  const retry = async () => {
    setRetrying(true)
    if (await browserKeptChunkFailure(error)) {
      window.location.reload()
      return
    }
    await retryFailedScreens(router)
    setRetrying(false)
    reset()
  }
  return (
    <div className="plain-center">
      <div className="plain-stack" style={{ alignItems: 'center' }}>
        <p role="alert">This part of the app could not be loaded.</p>
        <PlainButton loading={retrying} onClick={() => void retry()}>
          Try again
        </PlainButton>
      </div>
    </div>
  )
}
