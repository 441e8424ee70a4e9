// "Your signed-in devices" in the profile editor: every browser the member is signed in on, with a
// coarse label, first seen and last used, "This device", "Sign out" for each other one, and
// "Sign out everywhere else".
import { Badge, Button, HStack, Heading, List, Stack, Text } from '@chakra-ui/react'
import type { SignInEntry } from '#contract/sign-ins'
import { ErrorAlert } from '../ui/error-alert'
import { QueryStates } from '../ui/query-states'
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
      <QueryStates
        query={signIns}
        loading="Loading your devices…"
        offline="Your devices show here when you are online."
      >
        {(entries) => (
          <List.Root variant="plain" gap="3" aria-labelledby={headingId}>
            {entries.map((entry) => (
              <DeviceRow
                key={entry.id}
                entry={entry}
                ending={endOne.isPending && endOne.variables === entry.id}
                onEnd={() => endOne.mutate(entry.id)}
              />
            ))}
          </List.Root>
        )}
      </QueryStates>
      <ErrorAlert error={failure} />
      {others.length > 0 && (
        <Button
          alignSelf="start"
          size="sm"
          variant="outline"
          loading={endOthers.isPending}
          onClick={() => endOthers.mutate()}
        >
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
