import { Button, Center, Text, VStack } from '@chakra-ui/react'
import { ErrorComponent, useRouter } from '@tanstack/react-router'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useState } from 'react'
import { ChunkLoadError } from '../pwa/lazy-with-reload'
import { retryFailedScreens } from './lazy-screen'

/** What a route shows when its screen throws. A ChunkLoadError (the page has already reloaded once)
 *  gets a plain message and a retry that imports the screen again; anything else the router's own. */
export function RouteErrorScreen({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const [retrying, setRetrying] = useState(false)
  if (!(error instanceof ChunkLoadError)) return <ErrorComponent error={error} />

  const retry = async () => {
    setRetrying(true)
    await retryFailedScreens(router)
    setRetrying(false)
    reset()
  }
  return (
    <Center minH="50vh" px="4">
      <VStack gap="4">
        <Text role="alert">This part of the app could not be loaded.</Text>
        <Button loading={retrying} onClick={() => void retry()}>
          Try again
        </Button>
      </VStack>
    </Center>
  )
}
