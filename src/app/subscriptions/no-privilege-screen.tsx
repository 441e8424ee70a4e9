// A page a signed-in member's memberships do not open (issue 34): which membership gives it and how
// to get one, never a login form for someone already signed in.
import { Container, Heading, Stack, Text } from '@chakra-ui/react'
import type { Privilege } from '#contract/privileges'
import { TextLink } from '../ui/text-link'
import { plans, privilegeGives } from './membership-plans'

export function noPrivilegeText(privilege: Privilege): string {
  const plan = plans.find((each) => each.privileges.includes(privilege))
  return `This page comes with the ${plan?.name ?? privilege} membership, which your account does not have.`
}

export function NoPrivilegeScreen({ privilege }: { privilege: Privilege }) {
  return (
    <Container maxW="2xl" py="8">
      <Stack gap="3">
        <Heading as="h1" size="2xl">
          A membership opens this page
        </Heading>
        <Text>{noPrivilegeText(privilege)}</Text>
        <Text color="fg.muted">{privilegeGives[privilege]}</Text>
        <Text>
          <TextLink to="/membership">See the memberships</TextLink>, or{' '}
          <TextLink to="/subscription">redeem a voucher code</TextLink> if you have one.
        </Text>
      </Stack>
    </Container>
  )
}
