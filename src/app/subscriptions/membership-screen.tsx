// /membership: the plans, what each privilege gives (SPEC §6), and how to get one (a voucher code;
// there is no payment here). The menu hides it for school users; the page stays open to all.
import { Badge, Box, Container, Heading, Link as ChakraLink, List, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { plans, privilegeGives } from './membership-plans'

export function MembershipScreen() {
  return (
    <Container maxW="4xl" py="8">
      <Stack gap="8">
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            Membership
          </Heading>
          <Text color="fg.muted">
            Every member writes, records and shares for free. A membership adds a privilege for a time: it counts from
            the day you redeem its voucher code until it expires, beside whatever your account already has.
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {plans.map((plan) => (
            <Box key={plan.name} borderWidth="1px" borderRadius="l3" p="4">
              <Stack gap="2">
                <Heading as="h2" size="md">
                  {plan.name}
                </Heading>
                <Text>{plan.summary}</Text>
                <Stack direction="row" wrap="wrap" gap="1">
                  {plan.privileges.map((privilege) => (
                    <Badge key={privilege} variant="subtle">
                      {privilege}
                    </Badge>
                  ))}
                </Stack>
              </Stack>
            </Box>
          ))}
        </SimpleGrid>
        <Stack gap="2">
          <Heading as="h2" size="lg">
            What each privilege gives
          </Heading>
          <List.Root gap="2" ps="5">
            {Object.entries(privilegeGives).map(([privilege, gives]) => (
              <List.Item key={privilege}>
                <Text as="span" fontWeight="semibold">
                  {privilege}
                </Text>
                : {gives}
              </List.Item>
            ))}
          </List.Root>
        </Stack>
        <Stack gap="2">
          <Heading as="h2" size="lg">
            How to get one
          </Heading>
          <Text>
            Your school, your drama group or our team gives you a voucher code. Redeem it on{' '}
            <ChakraLink asChild color="brand.fg">
              <Link to="/subscription">your subscriptions</Link>
            </ChakraLink>
            ; the privilege works at once. Questions?{' '}
            <ChakraLink asChild color="brand.fg">
              <Link to="/contact">Contact Us</Link>
            </ChakraLink>
            .
          </Text>
        </Stack>
      </Stack>
    </Container>
  )
}
