import { Alert, Button, EmptyState as ChakraEmptyState, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { messageOf } from '../../api/api-error'
import { PendingScreen } from '../../router/pending-screen'

/** Loading, empty and error states shared by the script, template and library screens. */
export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return <PendingScreen label={label} />
}

export function ErrorState({ error, message, onRetry }: { error?: unknown; message?: string; onRetry?: () => void }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>{message ?? messageOf(error)}</Alert.Title>
        {onRetry && (
          <Button size="sm" variant="outline" alignSelf="start" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Stack>
    </Alert.Root>
  )
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <ChakraEmptyState.Root size="sm" borderWidth="1px" borderStyle="dashed" borderRadius="md">
      <ChakraEmptyState.Content>
        <ChakraEmptyState.Title>{title}</ChakraEmptyState.Title>
        {children && <Text color="fg.muted">{children}</Text>}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  )
}

/** Offline, with nothing saved on this device for this page yet. */
export const notOnDeviceMessage = 'You are offline and this is not saved on this device yet. Open it again when you are online.'

/** Offline with nothing cached: TanStack Query pauses the read instead of failing it. */
export function isPausedOffline(query: { isPending: boolean; fetchStatus: string }): boolean {
  return query.isPending && query.fetchStatus === 'paused'
}
