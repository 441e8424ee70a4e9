// /subscription: my subscriptions (SPEC §3: role with privileges, expiry; GET /api/subscriptions),
// active ones first, and a voucher code to redeem. Visitors are asked to log in.
import {
  Alert,
  Badge,
  Box,
  Button,
  Container,
  Field,
  Heading,
  Input,
  Link as ChakraLink,
  Stack,
  Text,
} from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { voucherMessages, type Subscription } from '#contract/subscriptions'
import type { User } from '#contract/users'
import { useUser } from '../auth/use-user'
import { ErrorAlert } from '../ui/error-alert'
import { EmptyState, QueryStates } from '../ui/query-states'
import { useRedeemVoucher, useSubscriptions } from './subscription-queries'

export const noSubscriptionsText = 'You have no subscriptions.'

const dateOf = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(new Date(iso))

/** Active (latest expiry first), then expired (latest first): the server lists by expiry already. */
export function orderSubscriptions(list: readonly Subscription[], now: Date): Subscription[] {
  const active = list.filter((s) => new Date(s.expiry) > now)
  const expired = list.filter((s) => new Date(s.expiry) <= now)
  return [...active, ...expired]
}

export function SubscriptionScreen() {
  const user = useUser()
  return (
    <Container maxW="3xl" py="8">
      <Stack gap="8">
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            Subscription
          </Heading>
          <Text color="fg.muted">
            Your memberships, what they give and until when.{' '}
            <ChakraLink asChild color="brand.fg">
              <Link to="/membership">What each membership gives</Link>
            </ChakraLink>
          </Text>
        </Stack>
        {user ? (
          <>
            <RedeemVoucher user={user} />
            <MySubscriptions user={user} />
          </>
        ) : (
          <Text>
            Log in to see your subscriptions and redeem a voucher code.{' '}
            <ChakraLink asChild color="brand.fg">
              <Link to="/login" search={{ redirect: '/subscription' }}>
                Log in
              </Link>
            </ChakraLink>
          </Text>
        )}
      </Stack>
    </Container>
  )
}

function RedeemVoucher({ user }: { user: User }) {
  const redeem = useRedeemVoucher(user.id)
  const [code, setCode] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!code.trim()) return
    redeem.mutate(code, { onSuccess: () => setCode('') })
  }
  return (
    <form onSubmit={submit}>
      <Stack gap="3">
        <Heading as="h2" size="lg">
          Redeem a voucher
        </Heading>
        <Field.Root>
          <Field.Label>Voucher code</Field.Label>
          <Input
            value={code}
            maxLength={40}
            autoComplete="off"
            autoCapitalize="characters"
            placeholder="XXXX-XXXX-XXXX-XXXX"
            onChange={(event) => {
              setCode(event.target.value)
              redeem.reset()
            }}
          />
        </Field.Root>
        <ErrorAlert error={redeem.error} />
        {redeem.isSuccess && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>
              {voucherMessages.redeemed} {redeem.data.role.privileges.join(', ')} until {dateOf(redeem.data.expiry)}.
            </Alert.Title>
          </Alert.Root>
        )}
        <Button type="submit" alignSelf="flex-start" loading={redeem.isPending} disabled={!code.trim()}>
          Redeem
        </Button>
      </Stack>
    </form>
  )
}

function MySubscriptions({ user }: { user: User }) {
  const subscriptions = useSubscriptions(user.id)
  const now = new Date()
  return (
    <Stack gap="3">
      <Heading as="h2" size="lg">
        My subscriptions
      </Heading>
      <QueryStates query={subscriptions} loading="Loading your subscriptions…">
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={noSubscriptionsText}>
              A voucher code from your school or our team gives you one.
            </EmptyState>
          ) : (
            <Stack as="ul" gap="2" listStyleType="none">
              {orderSubscriptions(list, now).map((subscription, index) => {
                const active = new Date(subscription.expiry) > now
                return (
                  <Box
                    as="li"
                    key={`${subscription.role.name}-${subscription.expiry}-${index}`}
                    borderWidth="1px"
                    borderRadius="l3"
                    p="3"
                  >
                    <Stack direction="row" gap="2" align="center" wrap="wrap">
                      <Text fontWeight="semibold">{subscription.role.name}</Text>
                      <Badge colorPalette={active ? 'green' : 'gray'}>{active ? 'Active' : 'Expired'}</Badge>
                    </Stack>
                    <Text color="fg.muted">
                      {active ? 'Expires on' : 'Expired on'} {dateOf(subscription.expiry)} ·{' '}
                      {subscription.role.privileges.join(', ') || 'no privileges'}
                    </Text>
                  </Box>
                )
              })}
            </Stack>
          )
        }
      </QueryStates>
    </Stack>
  )
}
