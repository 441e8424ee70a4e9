import { Box, Button, HStack, Text } from '@chakra-ui/react'
import { useSyncExternalStore } from 'react'
import { applyUpdate, isUpdateWaiting, subscribeToUpdates } from './register'

/** "New version available" notice, shown when a newer service worker is waiting. */
export function UpdatePrompt() {
  const waiting = useSyncExternalStore(subscribeToUpdates, isUpdateWaiting, () => false)
  if (!waiting) return null
  return (
    <Box role="status" position="fixed" bottom="4" insetX="4" zIndex="toast" mx="auto" maxW="md" p="3" borderRadius="md" bg="bg.inverted" color="fg.inverted" shadow="lg">
      <HStack justify="space-between">
        <Text>A new version is available.</Text>
        <Button size="sm" onClick={applyUpdate}>
          Update now
        </Button>
      </HStack>
    </Box>
  )
}
