import { Field, Stack, Text } from '@chakra-ui/react'
import type { Subscription } from '#contract/subscriptions'
import type { User } from '#contract/users'
import { useSubscriptions } from '#app/subscriptions'

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' })

/** "Subscription name, until 1 May 2026" for each subscription that has not expired. */
export function subscriptionLines(subscriptions: Subscription[], now: Date): string[] {
  return subscriptions
    .filter((item) => new Date(item.expiry) > now)
    .map((item) => `${item.role.name}, until ${dateOf(item.expiry)}`)
}

/** Membership type (read-only): the role's name and the subscriptions that count now. */
export function MembershipType({ user }: { user: User }) {
  const subscriptions = useSubscriptions(user.id)
  const lines = subscriptionLines(subscriptions.data ?? [], new Date())
  return (
    <Field.Root readOnly>
      <Field.Label>Membership type</Field.Label>
      <Stack gap="0">
        <Text>{user.role.name}</Text>
        {lines.map((line) => (
          <Text key={line} fontSize="sm" color="fg.muted">
            Subscription: {line}
          </Text>
        ))}
      </Stack>
    </Field.Root>
  )
}
