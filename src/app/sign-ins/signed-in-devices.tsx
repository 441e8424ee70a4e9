// "Your signed-in devices" in the profile editor: every browser the member is signed in on, with a
// coarse label, first seen and last used, "This device", "Sign out" for each other one, and
// "Sign out everywhere else".
import { Badge, Button, HStack, Heading, List, Stack, Text } from '@chakra-ui/react'
import type { SignInEntry } from '../../contract/sign-ins'
import { messageOf, NetworkError } from '../api/api-error'
import { ErrorAlert } from '../ui/error-alert'
import { ErrorState } from '../scripts/ui/query-states'
import { useEndSignIns, useSignIns } from './use-sign-ins'

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })
const headingId = 'signed-in-devices-heading'

export function SignedInDevices() {
  const signIns = useSignIns()
  const { endOne, endOthers } = useEndSignIns()
  const failure = endOne.error ?? endOthers.error
  const others = signIns.data?.filter((entry) => !entry.current) ?? []

  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <Heading as="h3" size="sm" id={headingId}>
        Your signed-in devices
      </Heading>
      {signIns.isPending && signIns.fetchStatus !== 'paused' && <Text color="fg.muted">Loading your devices…</Text>}
      {(signIns.fetchStatus === 'paused' || signIns.error instanceof NetworkError) && (
        <Text color="fg.muted">Your devices show here when you are online.</Text>
      )}
      {signIns.error && !(signIns.error instanceof NetworkError) && <ErrorState error={signIns.error} onRetry={() => void signIns.refetch()} />}
      {signIns.data && (
        <List.Root variant="plain" gap="3" aria-labelledby={headingId}>
          {signIns.data.map((entry) => (
            <DeviceRow key={entry.id} entry={entry} ending={endOne.isPending && endOne.variables === entry.id} onEnd={() => endOne.mutate(entry.id)} />
          ))}
        </List.Root>
      )}
      <ErrorAlert message={failure ? messageOf(failure) : null} />
      {others.length > 0 && (
        <Button alignSelf="start" size="sm" variant="outline" loading={endOthers.isPending} onClick={() => endOthers.mutate()}>
          Sign out everywhere else
        </Button>
      )}
    </Stack>
  )
}

function DeviceRow({ entry, ending, onEnd }: { entry: SignInEntry; ending: boolean; onEnd: () => void }) {
  return (
    <List.Item>
      <HStack justify="space-between" align="start" gap="3" width="full">
        <Stack gap="0">
          <HStack gap="2">
            <Text fontWeight="medium">{entry.device}</Text>
            {entry.current && <Badge colorPalette="green">This device</Badge>}
          </HStack>
          <Text textStyle="sm" color="fg.muted">
            First seen {when.format(new Date(entry.firstSeenAt))} · Last used {when.format(new Date(entry.lastUsedAt))}
          </Text>
        </Stack>
        {!entry.current && (
          <Button size="sm" variant="outline" loading={ending} aria-label={`Sign out ${entry.device}`} onClick={onEnd}>
            Sign out
          </Button>
        )}
      </HStack>
    </List.Item>
  )
}
