// Until a read has something to show, every screen says the same things the same way: loading,
// offline with nothing on this device, not found, refused, failed (with "Try again"). Once it has
// data, the data shows, and a later failed refetch keeps it on screen; while that data is the device's
// copy (offline, or the network did not answer), the page says so once (device-copies.ts). Each screen keeps its own
// words through the texts; `ListStates` adds what a list read a page at a time needs.
import { Alert, Button, Center, EmptyState as ChakraEmptyState, Spinner, Stack, Text } from '@chakra-ui/react'
import type { FetchStatus } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { isMissing, messageOf, NetworkError } from '../api/api-error'
import { isRefused } from '../api/retry-policy'
import { PendingScreen } from '../router/pending-screen'
import { useDeviceCopy } from './device-copies'

/** Offline, with nothing saved on this device for this page yet. */
export const notOnDeviceMessage =
  'You are offline and this is not saved on this device yet. Open it again when you are online.'

/** What the states read of a TanStack query. */
export interface ReadQuery<T> {
  data: T | undefined
  error: unknown
  isPending: boolean
  fetchStatus: FetchStatus
  refetch: () => unknown
  /** When the data was read from the server (0: it came with the page); TanStack Query's own. */
  dataUpdatedAt?: number
}

export interface StateTexts {
  /** The spinner's label until the first answer, e.g. "Loading the script…". */
  loading: string
  /** Offline with nothing on this device; `notOnDeviceMessage` unless the screen says otherwise. */
  offline?: string
  /** The server says there is no such thing (404); its own message unless the screen says otherwise. */
  missing?: string
  /** The read is the whole page: the spinner fills it, as the router's pending screen does. */
  page?: boolean
}

export type ReadProblem = 'offline' | 'missing' | 'refused' | 'failed'

/** Why a read without data has nothing to show; null while it is on its way. Offline is one state
 *  whether TanStack Query paused the read (the browser says offline) or the request got no answer:
 *  either way nothing is on this device. A refusal (4xx) is not tried again; anything else may be. */
export function readProblem(
  query: Pick<ReadQuery<unknown>, 'error' | 'isPending' | 'fetchStatus'>,
): ReadProblem | null {
  if (query.isPending && query.fetchStatus === 'paused') return 'offline'
  if (query.error instanceof NetworkError) return 'offline'
  if (isMissing(query.error)) return 'missing'
  if (isRefused(query.error)) return 'refused'
  return query.error ? 'failed' : null
}

/** The read's data through `children`, or the state it is in. */
export function QueryStates<T>({
  query,
  children,
  ...texts
}: StateTexts & { query: ReadQuery<T>; children?: (data: T) => ReactNode }) {
  useDeviceCopy(query.data === undefined ? undefined : query.dataUpdatedAt, query.error)
  if (query.data !== undefined) return children?.(query.data)
  const retry = () => void query.refetch()
  switch (readProblem(query)) {
    case null:
      return <LoadingState label={texts.loading} page={texts.page} />
    case 'offline':
      // A paused read resumes by itself when the browser is back online.
      return (
        <OfflineState
          message={texts.offline ?? notOnDeviceMessage}
          onRetry={query.fetchStatus === 'paused' ? undefined : retry}
        />
      )
    case 'missing':
      return <ErrorState message={texts.missing} error={query.error} />
    case 'refused':
      return <ErrorState error={query.error} />
    case 'failed':
      return <ErrorState error={query.error} onRetry={retry} />
  }
}

export function LoadingState({ label, page = false }: { label: string; page?: boolean }) {
  if (page) return <PendingScreen label={label} />
  // About the height of an empty list's box (a title and two lines on a phone), so what follows a
  // read does not move when its answer shows (Lighthouse's layout shift on /scripts: 0.087 → 0).
  return (
    <Center py="6" minH="8.25rem" role="status" aria-label={label}>
      <Spinner />
    </Center>
  )
}

function TryAgain({ onRetry }: { onRetry: () => void }) {
  return (
    <Button size="sm" variant="outline" alignSelf="start" onClick={onRetry}>
      Try again
    </Button>
  )
}

export function OfflineState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>{message}</Alert.Title>
        {onRetry && <TryAgain onRetry={onRetry} />}
      </Stack>
    </Alert.Root>
  )
}

export function ErrorState({ error, message, onRetry }: { error?: unknown; message?: string; onRetry?: () => void }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>{message ?? messageOf(error)}</Alert.Title>
        {onRetry && <TryAgain onRetry={onRetry} />}
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
